import { lazy } from 'react';
import {
  PartyPage,
  type PartyPageProps,
} from '../../features/party/components/party-page';

const MessageModal = lazy(() =>
  import('../../features/messages/components/message-modal').then((module) => ({
    default: module.MessageModal,
  })),
);

/**
 * A party page of the site ('/festa', '/fotos', '/album'; the site loads it in its own chunk);
 * '/festa' offers the site's message form.
 */
export const PartyRoute = (props: Omit<PartyPageProps, 'MessageModal'>) => (
  <PartyPage {...props} MessageModal={MessageModal} />
);
