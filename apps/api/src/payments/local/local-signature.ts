import { WebhookRejectedError } from '../payment-provider';
import {
  epochToMs,
  equalHexDigests,
  hmacSha256Hex,
  isFresh,
  parseSignatureHeader,
} from '../hmac';

/** `x-signature` of a local webhook: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export function signLocalWebhook(
  rawBody: string,
  secret: string,
  now: Date,
): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmacSha256Hex(secret, `${t}.${rawBody}`)}`;
}

/** Throws WebhookRejectedError unless the header signs this exact body, within 300 s of now. */
export function verifyLocalSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: Date,
): void {
  if (!header) throw new WebhookRejectedError('missing x-signature');
  const { t, v1 } = parseSignatureHeader(header);
  if (!t || !v1) throw new WebhookRejectedError('malformed x-signature');
  if (!equalHexDigests(hmacSha256Hex(secret, `${t}.${rawBody}`), v1))
    throw new WebhookRejectedError('signature mismatch');
  if (!/^\d{1,12}$/.test(t) || !isFresh(epochToMs(t), now))
    throw new WebhookRejectedError('stale signature');
}
