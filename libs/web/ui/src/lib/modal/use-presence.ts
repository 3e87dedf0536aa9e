import { useEffect, useState } from 'react';

const prefersReducedMotion = () =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Keeps a closing element rendered for its exit transition.
 * `rendered`: in the DOM; `closing`: playing the exit transition.
 */
export const usePresence = (open: boolean, exitMs: number) => {
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);
  const closing = rendered && !open;

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(
      () => setRendered(false),
      prefersReducedMotion() ? 0 : exitMs,
    );
    return () => window.clearTimeout(timer);
  }, [closing, exitMs]);

  return { rendered: rendered || open, closing };
};
