import { createApiClient } from '@celebra/api-client';
import { fetchWithPrefetch } from './event-prefetch';

/** The guest app's client: the shared rules, plus the event answer the boot entry prefetched. */
export const guestApiClient = createApiClient({ fetchImpl: fetchWithPrefetch });
