import type { IncomingMessage } from 'node:http';

/** Above the largest upload the api accepts (50 MB videos by default). */
export const MAX_UNREAD_BODY_BYTES = 128 * 1024 * 1024;

/** The whole body arrived (`complete` on a socket, `readableEnded` on an injected request). */
export function bodyEnded(request: IncomingMessage): boolean {
  return request.complete || request.readableEnded;
}

/**
 * Reads what is left of a request body, discarding it. An error answered while
 * the client is still uploading (a 401 from a guard, a 413 from a body parser,
 * an early answer of the upstream) would otherwise reach a client whose
 * connection is reset under it, so it never reads the answer. Resolves true
 * once the body has ended, false when the client went away or more than
 * `maxBytes` were left (then the caller closes the connection after the
 * answer). Stops any pipe still fed by the request once it gives up, so
 * nothing downstream receives the rest.
 */
export function finishReading(
  request: IncomingMessage,
  maxBytes = MAX_UNREAD_BODY_BYTES,
): Promise<boolean> {
  if (bodyEnded(request)) return Promise.resolve(true);
  return new Promise((resolve) => {
    let bytes = 0;
    const done = (ended: boolean) => {
      request.off('data', count);
      request.off('end', onEnd);
      request.off('close', onClose);
      resolve(ended);
    };
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        request.unpipe();
        request.pause();
        done(false);
      }
    };
    const onEnd = () => done(true);
    const onClose = () => done(bodyEnded(request));
    request.on('data', count);
    request.once('end', onEnd);
    request.once('close', onClose);
    request.resume();
  });
}
