/** The longest the app waits for the hero the edge wrote into the page to be painted. */
export const heroWaitLimitMs = 3000;

/**
 * Runs `start` (the app's download) once the hero picture that the edge drew into the page
 * is on screen, so that on a slow phone the picture gets the connection first: at once when
 * the page has no hero or is hidden (no frame would come), two frames after the picture is
 * decoded (the first frame that shows it has then been painted), when it fails, and at the
 * latest after `heroWaitLimitMs`.
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
  hero
    .decode()
    .then(() => requestAnimationFrame(() => requestAnimationFrame(once)), once);
};
