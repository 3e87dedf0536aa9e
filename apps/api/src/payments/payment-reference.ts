import { createHash, randomBytes } from 'node:crypto';
import type { PayablePrefix } from './settlement';

/** `<prefix>_<id>_<16 hex chars>`: unique, unguessable, routable by its prefix. */
export function makePaymentReference(
  prefix: PayablePrefix,
  id: number,
): string {
  return `${prefix}_${id}_${randomBytes(8).toString('hex')}`;
}

/**
 * The idempotency key of every provider call made for `reference` (UUID-shaped, as Mercado
 * Pago's X-Idempotency-Key expects): the same reference always gives the same key, so a
 * retried call finds the checkout the first one opened instead of opening a second.
 */
export function providerIdempotencyKey(reference: string): string {
  return uuidOfHash(`celebra-checkout:${reference}`);
}

/**
 * The idempotency key of the Pix charge number `attempt` of `reference`: stable across retries
 * of one charge, new for the charge that replaces an expired one.
 */
export function pixIdempotencyKey(reference: string, attempt: number): string {
  return uuidOfHash(`celebra-pix:${reference}:${attempt}`);
}

function uuidOfHash(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  // RFC 9562 layout: version 8 (custom), variant 10.
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
