import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import {
  bodyEnded,
  finishReading,
  MAX_UNREAD_BODY_BYTES,
} from './request-body';

/** A request whose body the test feeds chunk by chunk. */
function uploadingRequest(): IncomingMessage {
  return new IncomingMessage(new Socket());
}

describe('finishReading', () => {
  it('resolves true at once when the body has already been read', async () => {
    const request = uploadingRequest();
    request.push(Buffer.from('done'));
    request.push(null);
    request.resume();
    await new Promise((resolve) => request.once('end', resolve));

    expect(bodyEnded(request)).toBe(true);
    await expect(finishReading(request, 1)).resolves.toBe(true);
  });

  it('reads and discards the rest of an upload, then resolves true', async () => {
    const request = uploadingRequest();
    const reading = finishReading(request, 10);
    request.push(Buffer.from('12345'));
    request.push(Buffer.from('67890'));
    request.push(null);

    await expect(reading).resolves.toBe(true);
    expect(bodyEnded(request)).toBe(true);
  });

  it('gives up past the limit: resolves false, pauses the request and stops its pipes', async () => {
    const request = uploadingRequest();
    const downstream = new PassThrough();
    const received: Buffer[] = [];
    downstream.on('data', (chunk: Buffer) => received.push(chunk));
    request.pipe(downstream);

    const reading = finishReading(request, 4);
    request.push(Buffer.from('12345'));

    await expect(reading).resolves.toBe(false);
    expect(request.isPaused()).toBe(true);
    request.push(Buffer.from('after'));
    request.resume();
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(received).toString()).not.toContain('after');
  });

  it('resolves false when the client goes away before the body ends', async () => {
    const request = uploadingRequest();
    const reading = finishReading(request, 100);
    request.push(Buffer.from('part'));
    request.destroy();

    await expect(reading).resolves.toBe(false);
  });

  it('allows more than the largest accepted upload by default', () => {
    expect(MAX_UNREAD_BODY_BYTES).toBeGreaterThan(50 * 1024 * 1024);
  });
});
