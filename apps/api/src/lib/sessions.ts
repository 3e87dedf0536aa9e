import { admins, type Db, type DbOrTx, sessions, users } from '@celebra/db';
import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
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

/** A session that still opens calls, as its holder's list shows it. */
export interface LiveSession {
  id: number;
  /** Null for a session opened before the device was kept. */
  deviceLabel: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

export interface SessionService {
  /**
   * Opens a session (inside `db`, which may be a transaction) and returns its bearer token.
   * `deviceLabel` is the words kept of the device (`deviceLabel()` of lib/device-label.ts).
   */
  open(db: DbOrTx, owner: SessionOwner, deviceLabel: string): Promise<string>;
  /** The user session of `token`, when it is live and belongs to `userId`. */
  findUser(token: string, userId: number): Promise<AuthenticatedUser | null>;
  /** The admin session of `token`, when it is live and belongs to `adminId`. */
  findAdmin(token: string, adminId: number): Promise<AuthenticatedAdmin | null>;
  revoke(sessionId: number): Promise<void>;
  /** Records that the session's holder confirmed their password at `at`. */
  markReauthenticated(sessionId: number, at: Date): Promise<void>;
  /** Closes every open session of the owner (inside `db`, which may be a transaction). */
  revokeAllOf(db: DbOrTx, owner: SessionOwner): Promise<void>;
  /** The owner's live sessions, the most recently used first. */
  listLive(owner: SessionOwner): Promise<LiveSession[]>;
  /** Closes the owner's live session `sessionId`; false when the owner has no such live session. */
  revokeLive(owner: SessionOwner, sessionId: number): Promise<boolean>;
  /**
   * Closes every live session of the owner but `keepSessionId` (inside `tx` when given); answers
   * how many it closed.
   */
  revokeOthers(
    owner: SessionOwner,
    keepSessionId: number,
    tx?: DbOrTx,
  ): Promise<number>;
  /** Deletes the sessions that can never open a call again (ended, expired or idle); answers how many. */
  deleteDead(now: Date): Promise<number>;
}

export interface SessionOptions {
  /** Lifetime of a session from its sign-in (SESSION_TTL_HOURS). */
  ttlHours: number;
  /**
   * Hours without a call after which a session stops opening calls, per principal
   * (SESSION_IDLE_HOURS, ADMIN_SESSION_IDLE_HOURS).
   */
  idleHours: Record<Principal, number>;
}

const HOUR_MS = 60 * 60 * 1000;
/** lastUsedAt is refreshed at most this often, so reads do not all become writes. */
export const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Who may hold a session: the account table and the session column pointing at it. */
const principals = {
  user: { accounts: users, ownerColumn: sessions.userId },
  admin: { accounts: admins, ownerColumn: sessions.adminId },
};

type Principal = keyof typeof principals;

const principalOf = (owner: SessionOwner): Principal =>
  'userId' in owner ? 'user' : 'admin';

const ownerCondition = (owner: SessionOwner) =>
  'userId' in owner
    ? eq(sessions.userId, owner.userId)
    : eq(sessions.adminId, owner.adminId);

/** Bearer-token sessions of hosts and administrators; the database keeps only the token's hash. */
export function createSessionService(
  db: Db,
  options: SessionOptions,
): SessionService {
  /**
   * lastUsedAt may lag the last call by up to TOUCH_INTERVAL_MS, so a session counts as idle
   * only once lastUsedAt is older than the idle window plus that interval: a session is never
   * closed before it went unused for the whole window, and at most 5 minutes after.
   */
  const idleCutoff = (principal: Principal, now: Date) =>
    new Date(
      now.getTime() -
        options.idleHours[principal] * HOUR_MS -
        TOUCH_INTERVAL_MS,
    );

  /** Not revoked, not expired, not idle: the session still opens calls. */
  const isLive = (principal: Principal, now: Date) =>
    and(
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, now),
      gt(sessions.lastUsedAt, idleCutoff(principal, now)),
    );

  /** The live session, of an active account of `principal`, holding this token hash. */
  async function findLiveSession(
    principal: Principal,
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
          isLive(principal, now),
          eq(accounts.active, true),
        ),
      );
    return row;
  }

  /** The live session of `token` when it belongs to `ownerId`; its lastUsedAt refreshed when stale. */
  const findOwned = async (
    principal: Principal,
    token: string,
    ownerId: number,
  ) => {
    const now = new Date();
    const row = await findLiveSession(principal, hashSessionToken(token), now);
    if (!row || row.ownerId !== ownerId) return null;
    if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS)
      await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(eq(sessions.id, row.sessionId));
    return row;
  };

  /** The owner's live sessions, as one condition. */
  const liveOf = (owner: SessionOwner, now: Date) =>
    and(ownerCondition(owner), isLive(principalOf(owner), now));

  return {
    async open(tx, owner, deviceLabel) {
      const token = newSessionToken();
      await tx.insert(sessions).values({
        ...owner,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(Date.now() + options.ttlHours * HOUR_MS),
        deviceLabel,
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

    async listLive(owner) {
      return db
        .select({
          id: sessions.id,
          deviceLabel: sessions.deviceLabel,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
        })
        .from(sessions)
        .where(liveOf(owner, new Date()))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
    },

    async revokeLive(owner, sessionId) {
      const now = new Date();
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), liveOf(owner, now)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    async revokeOthers(owner, keepSessionId, tx = db) {
      const now = new Date();
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(ne(sessions.id, keepSessionId), liveOf(owner, now)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    async deleteDead(now) {
      const deleted = await db
        .delete(sessions)
        .where(
          or(
            isNotNull(sessions.revokedAt),
            lte(sessions.expiresAt, now),
            and(
              isNotNull(sessions.userId),
              lte(sessions.lastUsedAt, idleCutoff('user', now)),
            ),
            and(
              isNotNull(sessions.adminId),
              lte(sessions.lastUsedAt, idleCutoff('admin', now)),
            ),
          ),
        )
        .returning({ id: sessions.id });
      return deleted.length;
    },
  };
}
