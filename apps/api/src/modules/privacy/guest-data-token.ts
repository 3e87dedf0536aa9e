import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN_PATTERN =
  /^([A-Za-z0-9_-]{1,400})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** SHA-256 of the lower-cased e-mail: how privacy_codes names the person. */
export function guestEmailHash(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

function signature(secret: string, email: string, expires: number): Buffer {
  return createHmac('sha256', secret)
    .update(`celebra-guest-data\n${email}\n${expires}`)
    .digest();
}

/**
 * 'Meus dados' after the code: `<e-mail, base64url>.<expiry, unix seconds>.<HMAC-SHA256>`.
 * Nothing is stored: the signature proves the code was typed, the expiry ends it.
 */
export function signGuestDataToken(
  secret: string,
  email: string,
  expiresAt: Date,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${Buffer.from(email).toString('base64url')}.${expires}.${signature(secret, email, expires).toString('base64url')}`;
}

/** The e-mail a valid, unexpired token was signed for; undefined for any other token. */
export function guestDataTokenEmail(
  secret: string,
  token: string | undefined,
  now: Date,
): string | undefined {
  const match = TOKEN_PATTERN.exec(token ?? '');
  if (!match) return undefined;
  const [, emailText = '', expiresText, signatureText = ''] = match;
  const email = Buffer.from(emailText, 'base64url').toString();
  const expires = Number(expiresText);
  if (expires * 1000 <= now.getTime()) return undefined;
  const given = Buffer.from(signatureText, 'base64url');
  const wanted = signature(secret, email, expires);
  return given.length === wanted.length && timingSafeEqual(given, wanted)
    ? email
    : undefined;
}
