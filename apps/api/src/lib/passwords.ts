import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks `plain` against `passwordHash`; without a hash (unknown account) it checks against a
 * decoy, so an unknown e-mail costs the same time as a wrong password.
 */
export async function verifyPassword(
  passwordHash: string | undefined,
  plain: string,
): Promise<boolean> {
  if (passwordHash === undefined) {
    decoyHash ??= hashPassword('celebra-decoy-password');
    await verify(await decoyHash, plain).catch(() => false);
    return false;
  }
  return verify(passwordHash, plain).catch(() => false);
}
