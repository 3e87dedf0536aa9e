const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** Throws unless `url` points at this machine: `what` says why only a local server will do. */
export function assertLoopback(url, what) {
  const { hostname } = new URL(url);
  if (!LOOPBACK.has(hostname))
    throw new Error(`refusing to run against ${hostname}: ${what}`);
}
