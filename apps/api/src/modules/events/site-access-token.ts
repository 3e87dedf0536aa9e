import {
  expiringTokenKind,
  expiringTokenSubject,
  signExpiringToken,
} from '../../lib/expiring-token';

/** How long an unlocked site stays open for the visitor. */
export const SITE_ACCESS_TTL_MS = 12 * 60 * 60 * 1000;

const SITE_ACCESS = expiringTokenKind('celebra-site-access', '[1-9]\\d{0,9}');

export interface SiteAccessGrant {
  eventId: number;
  expiresAt: Date;
  /**
   * What the current site password is (its stored hash): part of the signature, so a token
   * stops working as soon as the host changes or removes the password.
   */
  passwordVersion: string;
}

/** `<eventId>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`. */
export const signSiteAccessToken = (
  secret: string,
  grant: SiteAccessGrant,
): string =>
  signExpiringToken(
    secret,
    SITE_ACCESS,
    String(grant.eventId),
    grant.expiresAt,
    [grant.passwordVersion],
  );

/** True when `token` was signed with `secret` for this event and password and has not expired. */
export const isSiteAccessTokenValid = (
  secret: string,
  token: string | undefined,
  expected: { eventId: number; passwordVersion: string; now?: Date },
): boolean =>
  expiringTokenSubject(secret, SITE_ACCESS, token, expected.now ?? new Date(), [
    expected.passwordVersion,
  ]) === String(expected.eventId);
