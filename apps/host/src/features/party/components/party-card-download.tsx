import { clientTexts } from '@celebra/api-client';
import { type EventTheme, hostTexts } from '@celebra/contracts';
import { alertError, downloadBlob, inBackground } from '@celebra/ui';
import { useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import {
  CARD_PAPERS,
  type CardPaper,
} from '../../../lib/printed-card/card-papers';
import { partyPageUrl } from '../lib/party-links';

const t = hostTexts.partyCard;

export type PartyCardDownloadProps = {
  title: string;
  siteUrl: string;
  slug: string;
  /** The site's theme and the host's colour: the card is printed in them. */
  theme: EventTheme;
  color: string;
};

/**
 * 'Cartão da mesa': the size (A6 or A5) and 'Baixar cartão (PDF)', made in the browser
 * by a chunk loaded on the first click (pdf-lib and the theme's fonts stay off the page).
 */
export const PartyCardDownload = ({
  title,
  siteUrl,
  slug,
  theme,
  color,
}: PartyCardDownloadProps) => {
  const [paper, setPaper] = useState<CardPaper>('A6');
  const [saving, setSaving] = useState(false);

  const download = async () => {
    setSaving(true);
    try {
      const { createPartyCardPdf } = await import('../lib/party-card-pdf');
      const pdf = await createPartyCardPdf({
        title,
        url: partyPageUrl(siteUrl),
        paper,
        theme,
        color,
      });
      downloadBlob(
        new Blob([pdf.slice()], { type: 'application/pdf' }),
        t.fileName(slug, paper),
      );
    } catch {
      await alertError(clientTexts.unexpected);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t.description}</p>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-2 font-medium text-ink">{t.paperLegend}</legend>
        {CARD_PAPERS.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-2 text-ink"
          >
            <input
              type="radio"
              name="party-card-paper"
              className="size-4 accent-brand-dark"
              checked={paper === option}
              onChange={() => setPaper(option)}
            />
            {t.papers[option]}
          </label>
        ))}
      </fieldset>
      <div>
        <DownloadButton onClick={inBackground(download)} loading={saving}>
          {t.download}
        </DownloadButton>
      </div>
    </div>
  );
};
