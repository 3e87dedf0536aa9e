import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A token that proves, until it expires, what the api signed:
 * `<subject>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`. The HMAC covers `purpose`, the
 * subject, the expiry and `bound` (values the token is tied to without carrying them, e.g. the
 * current site password's hash), so a token of one purpose never opens another.
 */
export interface ExpiringTokenKind {
  purpose: string;
  /** The whole token: subject, expiry, signature. */
  pattern: RegExp;
}

/** A kind of token; `subjectPattern` is the subject's shape (a regular expression source, no groups). */
export const expiringTokenKind = (
  purpose: string,
  subjectPattern: string,
): ExpiringTokenKind => ({
  purpose,
  pattern: new RegExp(
    `^(${subjectPattern})\\.(\\d{1,12})\\.([A-Za-z0-9_-]{43})$`,
  ),
});

function signature(
  secret: string,
  kind: ExpiringTokenKind,
  subject: string,
  expires: number,
  bound: readonly string[],
): Buffer {
  return createHmac('sha256', secret)
    .update([kind.purpose, subject, String(expires), ...bound].join('\n'))
    .digest();
}

export function signExpiringToken(
  secret: string,
  kind: ExpiringTokenKind,
  subject: string,
  expiresAt: Date,
  bound: readonly string[] = [],
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${subject}.${expires}.${signature(secret, kind, subject, expires, bound).toString('base64url')}`;
}

/** The subject of `token` when it was signed for `kind` (and `bound`) and has not expired at `now`; null otherwise. */
export function expiringTokenSubject(
  secret: string,
  kind: ExpiringTokenKind,
  token: string | undefined,
  now: Date,
  bound: readonly string[] = [],
): string | null {
  const match = kind.pattern.exec(token ?? '');
  if (!match) return null;
  const [, subject = '', expiresText, signatureText = ''] = match;
  const expires = Number(expiresText);
  if (expires * 1000 <= now.getTime()) return null;
  const given = Buffer.from(signatureText, 'base64url');
  const wanted = signature(secret, kind, subject, expires, bound);
  return given.length === wanted.length && timingSafeEqual(given, wanted)
    ? subject
    : null;
}
