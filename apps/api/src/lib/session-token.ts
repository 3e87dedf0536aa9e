import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: what the client keeps. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps: the SHA-256 of the token, hex. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
