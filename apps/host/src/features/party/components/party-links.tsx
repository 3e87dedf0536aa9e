import { hostTexts } from '@celebra/contracts';
import { buttonClasses, CopyButton } from '@celebra/ui';
import type { ReactNode } from 'react';
import { partyPageUrl, wallUrl } from '../lib/party-links';

const t = hostTexts.party;

type LinkRowProps = {
  label: string;
  url: string;
  hint?: string;
  children?: ReactNode;
};

const LinkRow = ({ label, url, hint, children }: LinkRowProps) => (
  <div className="flex flex-col gap-2 py-3">
    <p className="font-medium text-ink">{label}</p>
    <p className="rounded-md bg-canvas px-3 py-2 text-sm break-all text-ink">
      {url}
    </p>
    {hint && <p className="text-sm text-muted">{hint}</p>}
    <div className="flex flex-wrap items-start gap-2">
      <CopyButton text={url} label={label} align="start" />
      {children}
    </div>
  </div>
);

export type PartyLinksProps = {
  siteUrl: string;
  /** The saved wall key; null while the wall is off. */
  wallKey: string | null;
};

/**
 * The links to hand out: the party page (the table card's QR code opens it) and, while the wall
 * is on, the wall's page with its saved key, 'Copiar' on each and 'Abrir telão'.
 */
export const PartyLinks = ({ siteUrl, wallKey }: PartyLinksProps) => (
  <div className="flex flex-col divide-y divide-line">
    <LinkRow
      label={t.partyLinkLabel}
      url={partyPageUrl(siteUrl)}
      hint={t.partyLinkHint}
    />
    {wallKey && (
      <LinkRow label={t.wallLinkLabel} url={wallUrl(siteUrl, wallKey)}>
        <a
          href={wallUrl(siteUrl, wallKey)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t.openWall}
        </a>
      </LinkRow>
    )}
  </div>
);
