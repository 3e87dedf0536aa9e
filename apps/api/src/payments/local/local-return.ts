import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
} from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (secret: string) =>
  createHash('sha256').update(`local-checkout-return\0${secret}`).digest();

/**
 * The payer's return address, sealed (AES-256-GCM under LOCAL_PAYMENT_SECRET) into the local
 * checkout link's `return` parameter: the link is stored with the order, the address carries the
 * order's status token, so the stored link must not reveal it; and only this api can mint one,
 * so the page never links to an address it did not choose. The IV is derived from the address
 * (one IV per address, never two addresses under one IV), so the link stays a function of the
 * request: a retried purchase gets the same link.
 */
export function sealReturnUrl(url: string, secret: string): string {
  const key = keyOf(secret);
  const iv = createHmac('sha256', key)
    .update(url)
    .digest()
    .subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The address sealed by sealReturnUrl, or null for anything else. */
export function openReturnUrl(
  sealed: string | undefined,
  secret: string,
): string | null {
  if (!sealed) return null;
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(secret),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
