import { startEventPrefetch } from './lib/event-prefetch';
import { startAfterHero } from './lib/start-after-hero';
import './styles.css';

// The page's only entry, small: it asks for the event at once, and downloads the app once
// the hero the edge drew is on screen.
startEventPrefetch();
startAfterHero(() => void import('./main'));
