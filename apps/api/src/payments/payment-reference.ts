import { randomBytes } from 'node:crypto';
import type { PayablePrefix } from './settlement';

/** `<prefix>_<id>_<16 hex chars>`: unique, unguessable, routable by its prefix. */
export function makePaymentReference(
  prefix: PayablePrefix,
  id: number,
): string {
  return `${prefix}_${id}_${randomBytes(8).toString('hex')}`;
}
