import type { PublicCustomPage, PublicEvent } from '@celebra/contracts';
import { InlineLoading } from '@celebra/ui';
import { lazy, Suspense } from 'react';
import { CustomPage } from '../../features/event/components/custom-page';
import type { PartyPageName } from '../../lib/party-route';

const PartyRoute = lazy(() =>
  import('./party').then((module) => ({ default: module.PartyRoute })),
);

export type SitePageProps = {
  event: PublicEvent;
  page: PublicCustomPage | undefined;
  party: PartyPageName | null;
};

/**
 * A page of the site other than its home, out of the site's first download: an extra page
 * of the event ('/<slug>/<id>') or a party page ('/festa', '/fotos', '/album', their own chunk).
 */
export const SitePage = ({ event, page, party }: SitePageProps) => {
  if (page) return <CustomPage page={page} />;
  if (!party) return null;
  return (
    <Suspense fallback={<InlineLoading />}>
      <PartyRoute event={event} page={party} />
    </Suspense>
  );
};
