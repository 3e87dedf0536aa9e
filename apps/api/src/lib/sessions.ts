import { admins, type Db, type DbOrTx, sessions, users } from '@celebra/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashSessionToken, newSessionToken } from './session-token';

export interface AuthenticatedUser {
  userId: number;
  sessionId: number;
  /** When this session last confirmed its password (`POST /api/users/reauthenticate`). */
  reauthenticatedAt: Date | null;
}

export interface AuthenticatedAdmin {
  adminId: number;
  sessionId: number;
}

export type SessionOwner = { userId: number } | { adminId: number };

export interface SessionService {
  /** Opens a session (inside `db`, which may be a transaction) and returns its bearer token. */
  open(db: DbOrTx, owner: SessionOwner): Promise<string>;
  /** The user session of `token`, when it is live and belongs to `userId`. */
  findUser(token: string, userId: number): Promise<AuthenticatedUser | null>;
  /** The admin session of `token`, when it is live and belongs to `adminId`. */
  findAdmin(token: string, adminId: number): Promise<AuthenticatedAdmin | null>;
  revoke(sessionId: number): Promise<void>;
  /** Records that the session's holder confirmed their password at `at`. */
  markReauthenticated(sessionId: number, at: Date): Promise<void>;
  /** Closes every open session of the owner (inside `db`, which may be a transaction). */
  revokeAllOf(db: DbOrTx, owner: SessionOwner): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;
/** lastUsedAt is refreshed at most this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Who may hold a session: the account table and the session column pointing at it. */
const principals = {
  user: { accounts: users, ownerColumn: sessions.userId },
  admin: { accounts: admins, ownerColumn: sessions.adminId },
};

const ownerCondition = (owner: SessionOwner) =>
  'userId' in owner
    ? eq(sessions.userId, owner.userId)
    : eq(sessions.adminId, owner.adminId);

/** The unrevoked, unexpired session, of an active account of `principal`, holding this token hash. */
async function findLiveSession(
  db: DbOrTx,
  principal: keyof typeof principals,
  tokenHash: string,
  now: Date,
) {
  const { accounts, ownerColumn } = principals[principal];
  const [row] = await db
    .select({
      sessionId: sessions.id,
      ownerId: accounts.id,
      lastUsedAt: sessions.lastUsedAt,
      reauthenticatedAt: sessions.reauthenticatedAt,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, ownerColumn))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(accounts.active, true),
      ),
    );
  return row;
}

/** Bearer-token sessions of hosts and administrators; the database keeps only the token's hash. */
export function createSessionService(
  db: Db,
  options: { ttlHours: number },
): SessionService {
  /** The live session of `token` when it belongs to `ownerId`; its lastUsedAt refreshed when stale. */
  const findOwned = async (
    principal: keyof typeof principals,
    token: string,
    ownerId: number,
  ) => {
    const now = new Date();
    const row = await findLiveSession(
      db,
      principal,
      hashSessionToken(token),
      now,
    );
    if (!row || row.ownerId !== ownerId) return null;
    if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS)
      await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(eq(sessions.id, row.sessionId));
    return row;
  };

  return {
    async open(tx, owner) {
      const token = newSessionToken();
      await tx.insert(sessions).values({
        ...owner,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(Date.now() + options.ttlHours * HOUR_MS),
      });
      return token;
    },

    async findUser(token, userId) {
      const row = await findOwned('user', token, userId);
      return row === null
        ? null
        : {
            userId,
            sessionId: row.sessionId,
            reauthenticatedAt: row.reauthenticatedAt,
          };
    },

    async findAdmin(token, adminId) {
      const row = await findOwned('admin', token, adminId);
      return row === null ? null : { adminId, sessionId: row.sessionId };
    },

    async markReauthenticated(sessionId, at) {
      await db
        .update(sessions)
        .set({ reauthenticatedAt: at })
        .where(eq(sessions.id, sessionId));
    },

    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeAllOf(tx, owner) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(ownerCondition(owner), isNull(sessions.revokedAt)));
    },
  };
}
