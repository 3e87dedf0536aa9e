import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * AES-256-GCM for data kept encrypted at rest (payout destinations). A sealed value is one
 * text, `v1:<iv>:<tag>:<ciphertext>` (base64 parts): a fresh 12-byte IV per value, the 16-byte
 * authentication tag, so a changed or truncated value fails to open instead of decrypting to
 * garbage.
 */

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/]{43}=?$/;

export class SecretBoxError extends Error {
  override readonly name = 'SecretBoxError';
}

/** The 32-byte key of `text` (64 hex characters or base64), or null when it is not one. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (HEX_KEY.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!BASE64_KEY.test(trimmed)) return null;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_BYTES ? key : null;
}

export interface SecretBox {
  seal(plaintext: string): string;
  /** Throws a SecretBoxError when the value was not sealed with this key or was altered. */
  open(sealed: string): string;
}

export function createSecretBox(keyText: string): SecretBox {
  const key = parseSecretKey(keyText);
  if (!key)
    throw new SecretBoxError(
      'the key must be 32 bytes, as 64 hex characters or base64',
    );
  return {
    seal(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const ciphertext = Buffer.concat([
        cipher.update(plaintext, 'utf8'),
        cipher.final(),
      ]);
      return [
        VERSION,
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        ciphertext.toString('base64'),
      ].join(':');
    },
    open(sealed) {
      const [version, ivText, tagText, dataText, ...rest] = sealed.split(':');
      if (
        version !== VERSION ||
        ivText === undefined ||
        tagText === undefined ||
        dataText === undefined ||
        rest.length > 0
      )
        throw new SecretBoxError('unknown sealed value format');
      const iv = Buffer.from(ivText, 'base64');
      const tag = Buffer.from(tagText, 'base64');
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
        throw new SecretBoxError('unknown sealed value format');
      try {
        const decipher = createDecipheriv(ALGORITHM, key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([
          decipher.update(Buffer.from(dataText, 'base64')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError(
          'the value could not be opened: wrong key or altered value',
        );
      }
    },
  };
}
