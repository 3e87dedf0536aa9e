import { WebhookRejectedError } from '../payment-provider';
import {
  epochToMs,
  equalHexDigests,
  hmacSha256Hex,
  isFresh,
  parseSignatureHeader,
} from '../hmac';

export interface MercadoPagoSignatureParts {
  /** `data.id` of the notification's query string. */
  dataId?: string;
  /** The `x-request-id` header. */
  requestId?: string;
  /** `ts` of the `x-signature` header. */
  ts?: string;
}

/**
 * The signed manifest: `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, data.id lower-cased
 * when alphanumeric, a part whose value is absent left out.
 */
export function mercadoPagoManifest(parts: MercadoPagoSignatureParts): string {
  const id =
    parts.dataId && /^[a-z0-9]+$/i.test(parts.dataId)
      ? parts.dataId.toLowerCase()
      : parts.dataId;
  return [
    id ? `id:${id};` : '',
    parts.requestId ? `request-id:${parts.requestId};` : '',
    parts.ts ? `ts:${parts.ts};` : '',
  ].join('');
}

export function signMercadoPagoManifest(
  parts: MercadoPagoSignatureParts,
  secret: string,
): string {
  return hmacSha256Hex(secret, mercadoPagoManifest(parts));
}

/** Checks `x-signature: ts=…,v1=…`; throws WebhookRejectedError when missing, wrong or stale. */
export function verifyMercadoPagoSignature(
  input: { signature?: string; requestId?: string; dataId?: string },
  secret: string,
  now: Date,
): void {
  if (!input.signature) throw new WebhookRejectedError('missing x-signature');
  const { ts, v1 } = parseSignatureHeader(input.signature);
  if (!ts || !v1) throw new WebhookRejectedError('malformed x-signature');
  const expected = signMercadoPagoManifest(
    { dataId: input.dataId, requestId: input.requestId, ts },
    secret,
  );
  if (!equalHexDigests(expected, v1))
    throw new WebhookRejectedError('signature mismatch');
  if (!isFresh(epochToMs(ts), now))
    throw new WebhookRejectedError('stale signature');
}
