import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

const HEX = /^[0-9a-f]+$/i;

/** Constant-time comparison of two hex digests; false for anything malformed. */
export function equalHexDigests(expected: string, received: string): boolean {
  if (!HEX.test(received) || received.length !== expected.length) return false;
  return timingSafeEqual(
    Buffer.from(expected, 'hex'),
    Buffer.from(received, 'hex'),
  );
}

/** `a=1,b=2` → { a: '1', b: '2' } (the shape of both providers' x-signature headers). */
export function parseSignatureHeader(header: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    parts[part.slice(0, separator).trim()] = part.slice(separator + 1).trim();
  }
  return parts;
}

/** Seconds or milliseconds since the epoch → milliseconds; NaN when not a number. */
export function epochToMs(value: string): number {
  if (!/^\d{1,16}$/.test(value)) return Number.NaN;
  const number = Number(value);
  return number > 1e12 ? number : number * 1000;
}

/** Signatures older (or further in the future) than this are refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function isFresh(timestampMs: number, now: Date): boolean {
  return (
    Number.isFinite(timestampMs) &&
    Math.abs(now.getTime() - timestampMs) <= SIGNATURE_TOLERANCE_SECONDS * 1000
  );
}

/** The single value of a header (first of a repeated one). */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
