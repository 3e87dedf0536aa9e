import {
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

const TOKEN_BYTES = 24;

/**
 * The token that opens an order's status (the guest's 'Obrigado!' page). Without an
 * Idempotency-Key it is random; with one it is derived from the key (HMAC under the server's
 * secret), so a retried purchase answers the same token and the return address the provider
 * already holds keeps working. Only its SHA-256 is stored (orders.status_token_hash).
 */
export function issueStatusToken(
  secret: string,
  idempotency?: { eventId: number; key: string },
): string {
  if (!idempotency) return randomBytes(TOKEN_BYTES).toString('base64url');
  return createHmac('sha256', secret)
    .update(`order-status-token\0${idempotency.eventId}\0${idempotency.key}`)
    .digest()
    .subarray(0, TOKEN_BYTES)
    .toString('base64url');
}

export function hashStatusToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares the token's hash with the stored one in constant time. */
export function statusTokenMatches(
  token: string | undefined,
  storedHash: string | null,
): boolean {
  if (!token || !storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(token).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The guest site's 'Obrigado!' page of an order: where the payment provider sends the guest back. */
export function orderReturnUrl(
  siteOrigin: string,
  slug: string,
  orderId: number,
  token: string,
): string {
  return `${siteOrigin}/${encodeURIComponent(slug)}/obrigado/${orderId}?token=${encodeURIComponent(token)}`;
}
