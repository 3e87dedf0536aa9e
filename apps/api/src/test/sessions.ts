import { type Db, oneRow, sessions } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { hashSessionToken, newSessionToken } from '../lib/session-token';

/** Another live session of the user (a second device); answers its token. */
export async function openSessionOf(db: Db, userId: number): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** The row of the session holding `token`. */
export async function sessionOf(db: Db, token: string) {
  return oneRow(
    await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token))),
  );
}

/**
 * Moves the last use of the session holding `token` `ms` into the past, as if it had not been
 * used since: idle expiry is tested this way rather than by waiting.
 */
export async function leaveUnusedFor(
  db: Db,
  token: string,
  ms: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: new Date(Date.now() - ms) })
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
}
