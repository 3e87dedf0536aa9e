import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `given` is the wall's key, compared in constant time (digests of equal length, so
 * neither the content nor the length of the key leaks); a wall without a key is off.
 */
export function wallKeyMatches(
  stored: string | null,
  given: string | undefined,
): boolean {
  if (stored === null || given === undefined) return false;
  return timingSafeEqual(digest(stored), digest(given));
}
