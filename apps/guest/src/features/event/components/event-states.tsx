import { guestSiteTexts } from '@celebra/contracts';
import { buttonClasses } from '@celebra/ui';
import { guestTexts as t } from '../../../config/texts';
import { hostAppUrl } from '../../../lib/host-app-url';

const text = guestSiteTexts.screens;

/** 'Carregando...': while the event loads, and after a failed load (the site stays silent). */
export const EventLoading = () => (
  <p
    role="status"
    className="flex min-h-dvh items-center justify-center text-lg text-muted"
  >
    {text.common.loading}
  </p>
);

export type EventNotFoundProps = {
  /** False when the address names no event at all (the bare site root). */
  hadSlug: boolean;
};

/**
 * 'Deu ruim!': there is no such event. Says what happened, what to do (check the link with
 * whoever sent it) and where a visitor can create a site of their own.
 */
export const EventNotFound = ({ hadSlug }: EventNotFoundProps) => (
  <main className="flex min-h-dvh items-center justify-center px-4 py-12">
    <div className="max-w-md text-center">
      <h1 className="text-2xl font-bold text-ink">{text.guest.loadFailed}</h1>
      <p className="mt-4 text-lg text-ink">
        {hadSlug ? t.notFoundEvent : t.notFoundNoSlug}
      </p>
      <p className="mt-2 text-muted">{t.notFoundHelp}</p>
      <p className="mt-8 text-muted">{t.notFoundCreate}</p>
      <a
        href={hostAppUrl(window.location, '/register')}
        className={`${buttonClasses({ variant: 'secondary' })} mt-3`}
      >
        {t.notFoundCreateLink}
      </a>
    </div>
  </main>
);
