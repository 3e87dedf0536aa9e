import { admins, type DbOrTx, sessions, users } from '@celebra/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

export async function insertSession(
  db: DbOrTx,
  values: {
    tokenHash: string;
    userId?: number;
    adminId?: number;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

const live = (tokenHash: string, now: Date) =>
  and(
    eq(sessions.tokenHash, tokenHash),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
  );

/** The unrevoked, unexpired session of an active user holding this token hash. */
export async function findLiveUserSession(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(live(tokenHash, now), eq(users.active, true)));
  return row;
}

/** The unrevoked, unexpired session of an active administrator holding this token hash. */
export async function findLiveAdminSession(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      adminId: admins.id,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(live(tokenHash, now), eq(admins.active, true)));
  return row;
}

export async function revokeSession(
  db: DbOrTx,
  sessionId: number,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function touchSession(
  db: DbOrTx,
  sessionId: number,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(eq(sessions.id, sessionId));
}
