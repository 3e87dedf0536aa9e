import type { Db, DbOrTx } from '@celebra/db';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';
import {
  findLiveAdminSession,
  findLiveUserSession,
  insertSession,
  revokeSession,
  touchSession,
} from './sessions.repository';

export interface AuthenticatedUser {
  userId: number;
  sessionId: number;
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
}

const HOUR_MS = 60 * 60 * 1000;
/** lastUsedAt is refreshed at most this often, so reads do not all become writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export function createSessionService(
  db: Db,
  options: { ttlHours: number },
): SessionService {
  const touchIfStale = async (
    sessionId: number,
    lastUsedAt: Date,
    now: Date,
  ) => {
    if (now.getTime() - lastUsedAt.getTime() > TOUCH_INTERVAL_MS)
      await touchSession(db, sessionId, now);
  };

  return {
    async open(tx, owner) {
      const token = newSessionToken();
      const expiresAt = new Date(Date.now() + options.ttlHours * HOUR_MS);
      await insertSession(tx, {
        ...owner,
        tokenHash: hashSessionToken(token),
        expiresAt,
      });
      return token;
    },

    async findUser(token, userId) {
      const now = new Date();
      const row = await findLiveUserSession(db, hashSessionToken(token), now);
      if (!row || row.userId !== userId) return null;
      await touchIfStale(row.sessionId, row.lastUsedAt, now);
      return { userId: row.userId, sessionId: row.sessionId };
    },

    async findAdmin(token, adminId) {
      const now = new Date();
      const row = await findLiveAdminSession(db, hashSessionToken(token), now);
      if (!row || row.adminId !== adminId) return null;
      await touchIfStale(row.sessionId, row.lastUsedAt, now);
      return { adminId: row.adminId, sessionId: row.sessionId };
    },

    revoke(sessionId) {
      return revokeSession(db, sessionId, new Date());
    },
  };
}
