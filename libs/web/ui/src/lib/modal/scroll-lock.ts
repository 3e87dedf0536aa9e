let activeLocks = 0;
let savedStyle: { overflow: string; paddingRight: string } | null = null;

/**
 * Stops the page from scrolling; returns the release function. Nested locks are counted,
 * and the page's own style comes back when the last one is released.
 */
export const lockScroll = (): (() => void) => {
  const { body, documentElement } = document;
  if (activeLocks === 0) {
    savedStyle = {
      overflow: body.style.overflow,
      paddingRight: body.style.paddingRight,
    };
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  }
  activeLocks += 1;

  let released = false;
  return () => {
    if (released) return;
    released = true;
    activeLocks -= 1;
    if (activeLocks === 0 && savedStyle) {
      body.style.overflow = savedStyle.overflow;
      body.style.paddingRight = savedStyle.paddingRight;
      savedStyle = null;
    }
  };
};
