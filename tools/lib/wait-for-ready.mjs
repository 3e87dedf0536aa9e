import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `url` until it answers 200. Rejects when `timeoutMs` passes or when
 * `abort` settles first (a child process died).
 */
export async function waitForReady(url, { timeoutMs, abort }) {
  let aborted;
  abort.then((reason) => {
    aborted = reason;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (aborted) throw new Error(aborted);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}
