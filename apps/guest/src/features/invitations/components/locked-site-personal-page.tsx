import type { SitePasswordGate } from '@celebra/api-client';
import { useEventTheme } from '../../../lib/use-event-theme';
import { useThemeStylesheet } from '../../../lib/use-theme-stylesheet';
import { PersonalPage } from './personal-page';

export type LockedSitePersonalPageProps = {
  slug: string;
  code: string;
  /** Title, colour and theme the api sends with the site's 401. */
  event: SitePasswordGate;
};

/**
 * The personal page of an invitation on a site behind its password: the code opens it, in the
 * event's look; the rest of the site still asks for the password.
 */
export const LockedSitePersonalPage = ({
  slug,
  code,
  event,
}: LockedSitePersonalPageProps) => {
  useEventTheme(event.color, event.theme);
  useThemeStylesheet(event.theme);
  return (
    <main>
      <PersonalPage
        slug={slug}
        code={code}
        eventTitle={event.title}
        eventDate={null}
        giftsShown={false}
      />
    </main>
  );
};
