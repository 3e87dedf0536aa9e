import {
  createPublicEventChannel,
  type PublicEventChannel,
} from '../lib/public-event/public-event-channel';
import type { TestApp } from './create-test-app';

/**
 * A listening public-event channel on the test app's database, as another api instance holds:
 * what it says changed is dropped by the app under test before `changed` resolves (PostgreSQL
 * NOTIFY and its acknowledgement, or in-process on PGlite). Stop it before closing the app.
 */
export async function startPublicEvents(
  t: TestApp,
): Promise<PublicEventChannel> {
  const channel = createPublicEventChannel({
    database: t.database,
    log: t.app.log,
  });
  await channel.start();
  return channel;
}
