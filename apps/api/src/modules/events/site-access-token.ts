import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an unlocked site stays open for the visitor. */
export const SITE_ACCESS_TTL_MS = 12 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface SiteAccessGrant {
  eventId: number;
  expiresAt: Date;
  /**
   * What the current site password is (its stored hash): part of the signature, so a token
   * stops working as soon as the host changes or removes the password.
   */
  passwordVersion: string;
}

function signature(secret: string, grant: SiteAccessGrant): Buffer {
  const expires = Math.floor(grant.expiresAt.getTime() / 1000);
  return createHmac('sha256', secret)
    .update(
      `celebra-site-access\n${grant.eventId}\n${expires}\n${grant.passwordVersion}`,
    )
    .digest();
}

/** `<eventId>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`. */
export function signSiteAccessToken(
  secret: string,
  grant: SiteAccessGrant,
): string {
  const expires = Math.floor(grant.expiresAt.getTime() / 1000);
  return `${grant.eventId}.${expires}.${signature(secret, grant).toString('base64url')}`;
}

/** True when `token` was signed with `secret` for this event and password and has not expired. */
export function isSiteAccessTokenValid(
  secret: string,
  token: string | undefined,
  expected: { eventId: number; passwordVersion: string; now?: Date },
): boolean {
  const match = TOKEN_PATTERN.exec(token ?? '');
  if (!match) return false;
  const [, eventIdText, expiresText, signatureText = ''] = match;
  const eventId = Number(eventIdText);
  const expiresAt = new Date(Number(expiresText) * 1000);
  if (eventId !== expected.eventId) return false;
  if (expiresAt.getTime() <= (expected.now ?? new Date()).getTime())
    return false;
  const given = Buffer.from(signatureText, 'base64url');
  const wanted = signature(secret, {
    eventId,
    expiresAt,
    passwordVersion: expected.passwordVersion,
  });
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
