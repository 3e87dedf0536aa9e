import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
    window.removeEventListener('hashchange', listener);
  };
};

const snapshot = () => window.location.pathname + window.location.hash;

/** Client-side navigation inside the site (no router: the page reads `usePath`). */
export const navigate = (to: string) => {
  window.history.pushState(null, '', to);
  for (const listener of listeners) listener();
};

/** The current path plus fragment ('/demo/4', '/demo#presentes'); re-renders on navigation. */
export const usePath = () => useSyncExternalStore(subscribe, snapshot);

/** The path without its fragment. */
export const pathnameOf = (path: string) => {
  const fragment = path.indexOf('#');
  return fragment < 0 ? path : path.slice(0, fragment);
};
