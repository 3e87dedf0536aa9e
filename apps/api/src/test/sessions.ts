import { type Db, sessions } from '@celebra/db';
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
