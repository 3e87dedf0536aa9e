import type { Db } from '@celebra/db';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';

/** What a service writing what guests see of an event needs. */
export interface EventWriterDeps {
  db: Db;
  /** Told after every committed write of what guests see. */
  publicEvents: Pick<PublicEventChannel, 'changed'>;
}
