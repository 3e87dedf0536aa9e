import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the album's download link works once the host asked for it. */
export const ALBUM_LINK_TTL_MS = 15 * 60 * 1000;

const TOKEN_PATTERN = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, eventId: number, expires: number): Buffer {
  return createHmac('sha256', secret)
    .update(`celebra-party-album\n${eventId}\n${expires}`)
    .digest();
}

/** `<eventId>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`: opens one event's album ZIP. */
export function signAlbumLinkToken(
  secret: string,
  eventId: number,
  expiresAt: Date,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${eventId}.${expires}.${signature(secret, eventId, expires).toString('base64url')}`;
}

/** The event whose album `token` opens (signed with `secret`, not expired at `now`), or null. */
export function albumLinkEventId(
  secret: string,
  token: string,
  now: Date,
): number | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, eventIdText, expiresText, signatureText = ''] = match;
  const eventId = Number(eventIdText);
  const expires = Number(expiresText);
  if (expires * 1000 <= now.getTime()) return null;
  const given = Buffer.from(signatureText, 'base64url');
  const wanted = signature(secret, eventId, expires);
  return given.length === wanted.length && timingSafeEqual(given, wanted)
    ? eventId
    : null;
}
