import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router-dom';

/** Loads a route set, typically `() => import('./routes/x').then((m) => m.routes)`. */
export type RouteSetLoader = () => Promise<RouteObject[]>;

/** The loader of each route set by name; null for a state with no routes (still deciding). */
export type RouteSetLoaders<Key extends string> = Record<
  Key,
  RouteSetLoader | null
>;

/**
 * The route set named `key`, loaded by its loader (its own lazy chunk, so the signed-out
 * screens never download the signed-in app, nor the reverse): null while it loads and for a
 * null loader. A set that cannot be loaded (offline, or a deploy removed the chunk) is thrown
 * during render, like any other render error, rather than leaving a loading screen forever.
 */
export const useLazyRouteSet = <Key extends string>(
  loaders: RouteSetLoaders<Key>,
  key: Key,
): RouteObject[] | null => {
  const [loaded, setLoaded] = useState<{
    key: Key;
    routes: RouteObject[];
  } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  if (failure) throw failure;
  const loader = loaders[key];
  useEffect(() => {
    if (!loader) return;
    let current = true;
    loader().then(
      (routes) => {
        if (current) setLoaded({ key, routes });
      },
      (error: unknown) => {
        if (current) setFailure(error ?? new Error('route set not loaded'));
      },
    );
    return () => {
      current = false;
    };
  }, [loader, key]);
  return loaded?.key === key ? loaded.routes : null;
};
