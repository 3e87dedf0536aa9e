import type { PublicEvent } from '@celebra/contracts';
import { InlineLoading } from '@celebra/ui';
import { lazy, Suspense } from 'react';
import type { PartyPageName } from '../../lib/party-route';

const MessageModal = lazy(() =>
  import('../../features/messages/components/message-modal').then((module) => ({
    default: module.MessageModal,
  })),
);

const PartyPage = lazy(() =>
  import('../../features/party/components/party-page').then((module) => ({
    default: module.PartyPage,
  })),
);

export type PartyRouteProps = { event: PublicEvent; page: PartyPageName };

/**
 * A party page of the site ('/festa', '/fotos', '/album'), in its own chunk; '/festa' offers
 * the site's message form.
 */
export const PartyRoute = (props: PartyRouteProps) => (
  <Suspense fallback={<InlineLoading className="mx-auto my-16 text-lg" />}>
    <PartyPage {...props} MessageModal={MessageModal} />
  </Suspense>
);
