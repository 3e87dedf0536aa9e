import { useEffect, useRef } from 'react';

/**
 * After a navigation inside the site: to the #section (focused, so keyboard and screen-reader
 * users land there too), or to the top. On the first render only a #fragment moves the page.
 */
export const useScrollOnNavigate = (path: string) => {
  const firstRender = useRef(true);
  useEffect(() => {
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
  }, [path]);
};
