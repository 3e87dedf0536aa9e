import type { PublicCustomPage, PublicEvent } from '@celebra/contracts';
import { InlineLoading } from '@celebra/ui';
import { lazy, Suspense } from 'react';
import { CustomPage } from '../../features/event/components/custom-page';
import type { PartyPageName } from '../../lib/party-route';

const PartyRoute = lazy(() =>
  import('./party').then((module) => ({ default: module.PartyRoute })),
);
const PersonalPage = lazy(() =>
  import('../../features/invitations/components/personal-page').then(
    (module) => ({ default: module.PersonalPage }),
  ),
);

export type SitePageProps = {
  event: PublicEvent;
  page: PublicCustomPage | undefined;
  party: PartyPageName | null;
  /** The personal code of '/<slug>/c/<code>'. */
  invitationCode: string | null;
};

/**
 * A page of the site other than its home, out of the site's first download: an extra page
 * of the event ('/<slug>/<id>'), a party page ('/festa', '/fotos', '/album', their own chunk) or
 * an invitation's personal page ('/<slug>/c/<code>', its own chunk).
 */
export const SitePage = ({
  event,
  page,
  party,
  invitationCode,
}: SitePageProps) => {
  if (page) return <CustomPage page={page} />;
  if (invitationCode)
    return (
      <Suspense fallback={<InlineLoading />}>
        <PersonalPage
          slug={event.slug}
          code={invitationCode}
          eventTitle={event.title}
          eventDate={event.details?.eventDate ?? null}
          giftsShown={event.settings.showGiftList}
        />
      </Suspense>
    );
  if (!party) return null;
  return (
    <Suspense fallback={<InlineLoading />}>
      <PartyRoute event={event} page={party} />
    </Suspense>
  );
};
