import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';

/** The whole body arrived (`complete` on a socket, `readableEnded` on an injected request). */
function bodyEnded(request: IncomingMessage): boolean {
  return request.complete || request.readableEnded;
}

/**
 * The body handed to the api proxy. The HTTP client destroys the body it was
 * given when the api answers before the upload ends (an early 401 or 413); had
 * it been the client's request itself, that would reset the client's
 * connection before it reads the answer. This copy can be destroyed on its
 * own; a client that goes away still aborts the upstream request.
 */
export function proxyBody(request: IncomingMessage): Readable {
  const body = new PassThrough();
  request.pipe(body);
  request.once('close', () => {
    if (!bodyEnded(request)) body.destroy(new Error('client aborted'));
  });
  body.once('close', () => {
    if (bodyEnded(request)) return;
    // Nobody reads the rest upstream any more: keep it moving (discarded
    // unless finishReading counts it) instead of stalling the connection.
    request.unpipe(body);
    request.resume();
  });
  return body;
}

/**
 * Reads what is left of the client's request body, discarding it, so the
 * answer can be sent and the connection closed or reused without a reset.
 * Resolves true once the body has ended, false when the client went away or
 * more than `maxBytes` were left to read (then the caller closes the
 * connection instead).
 */
export function finishReading(
  request: IncomingMessage,
  maxBytes: number,
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
