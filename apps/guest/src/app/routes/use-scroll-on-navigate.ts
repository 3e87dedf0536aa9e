import { useEffect, useRef } from 'react';

/**
 * After a navigation inside the site: to the #section (focused, so keyboard and screen-reader
 * users land there too), or to the top. On the first render only a #fragment moves the page.
 * Waits until the page is `ready` (all its sections rendered).
 */
export const useScrollOnNavigate = (path: string, ready: boolean) => {
  const firstRender = useRef(true);
  useEffect(() => {
    if (!ready) return;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const initial = firstRender.current;
    firstRender.current = false;
    if (initial && !hash) return;
    const target = hash ? document.getElementById(hash) : null;
    if (target) {
      target.scrollIntoView();
      target.focus({ preventScroll: true });
    } else {
      window.scrollTo(0, 0);
    }
  }, [path, ready]);
};
