/**
 * A new Idempotency-Key (UUID v4) for one checkout attempt. `crypto.randomUUID` exists only
 * in secure contexts, so plain-http sites build it from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (random, index) => {
    let byte = random;
    if (index === 6) byte = (byte & 0x0f) | 0x40; // version 4
    if (index === 8) byte = (byte & 0x3f) | 0x80; // variant 10
    return byte.toString(16).padStart(2, '0');
  });
  return `${hex.slice(0, 4).join('')}-${hex.slice(4, 6).join('')}-${hex.slice(6, 8).join('')}-${hex.slice(8, 10).join('')}-${hex.slice(10).join('')}`;
}
