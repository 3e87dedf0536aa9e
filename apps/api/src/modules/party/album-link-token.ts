import {
  expiringTokenKind,
  expiringTokenSubject,
  signExpiringToken,
} from '../../lib/expiring-token';

/** How long the album's download link works once the host asked for it. */
export const ALBUM_LINK_TTL_MS = 15 * 60 * 1000;

const ALBUM_LINK = expiringTokenKind('celebra-party-album', '[1-9]\\d{0,9}');

/** `<eventId>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`: opens one event's album ZIP. */
export const signAlbumLinkToken = (
  secret: string,
  eventId: number,
  expiresAt: Date,
): string => signExpiringToken(secret, ALBUM_LINK, String(eventId), expiresAt);

/** The event whose album `token` opens (signed with `secret`, not expired at `now`), or null. */
export function albumLinkEventId(
  secret: string,
  token: string,
  now: Date,
): number | null {
  const eventId = expiringTokenSubject(secret, ALBUM_LINK, token, now);
  return eventId === null ? null : Number(eventId);
}
