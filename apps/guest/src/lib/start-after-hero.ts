/** The longest the app waits for the hero the edge wrote into the page to be painted. */
export const heroWaitLimitMs = 3000;

const reportsLargestPaint = () =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes(
    'largest-contentful-paint',
  );

/** Calls `painted` once the browser reports `hero` as the page's largest paint. */
const onLargestPaintOf = (hero: HTMLImageElement, painted: () => void) => {
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & {
      element?: Element | null;
    })[];
    if (!entries.some((entry) => entry.element === hero)) return;
    observer.disconnect();
    painted();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
};

/**
 * Runs `start` (the app's download) once the hero picture that the edge drew into the page
 * is on screen, so that on a slow phone the picture gets the connection first: at once when
 * the page has no hero or is hidden (no frame would come); once the browser reports the
 * picture painted (its largest-contentful-paint entry; where there is none, two frames after
 * it is decoded); when it fails; and at the latest after `heroWaitLimitMs`.
 */
export const startAfterHero = (
  start: () => void,
  page: Document = document,
) => {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const hero = page.querySelector<HTMLImageElement>('#hero-shell img');
  if (!hero || page.visibilityState === 'hidden') {
    once();
    return;
  }
  setTimeout(once, heroWaitLimitMs);
  hero.addEventListener('error', once, { once: true });
  if (reportsLargestPaint()) onLargestPaintOf(hero, () => setTimeout(once, 0));
  else
    hero
      .decode()
      .then(
        () => requestAnimationFrame(() => requestAnimationFrame(once)),
        once,
      );
};
