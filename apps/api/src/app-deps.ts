import type { Database, Db } from '@celebra/db';
import type { Config } from './config';
import type { Mailer } from './mail/mailer';
import type { Payments } from './payments/payments';
import type { MediaStorage } from './storage/media-storage';
import type { SessionService } from './lib/sessions';
import type { PublicEventChannel } from './lib/public-event/public-event-channel';
import type { PublicEventFastPath } from './modules/events/public-event-fast-path';
import type { SharedStore } from './lib/shared-store/shared-store';

/** What every domain's route plugins are built from (one instance per app). */
export interface AppDeps {
  db: Db;
  database: Database;
  config: Config;
  storage: MediaStorage;
  sessions: SessionService;
  payments: Payments;
  mailer: Mailer;
  /** Redis (REDIS_URL) or this process: rate limits, lookup caches, the Nominatim throttle. */
  shared: SharedStore;
  /**
   * "What guests see of this event changed": every write of the public site's content calls
   * `publicEvents.changed(eventId)` after its commit (docs/architecture.md, "The public site's cache").
   */
  publicEvents: PublicEventChannel;
  /** Sends the kept public sites before Fastify (the events domain hands it its cache). */
  publicEventFastPath: PublicEventFastPath;
}
