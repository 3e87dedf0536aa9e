import { startEventPrefetch } from './lib/event-prefetch';

// A separate tiny entry: it runs as soon as it arrives, while the app's bundle is still loading.
startEventPrefetch();
