import type { IncomingMessage } from 'node:http';
import { bodyEnded } from '@celebra/server-http';
import { PassThrough, type Readable } from 'node:stream';

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
