import {
  accountExports,
  type Db,
  type DbOrTx,
  privacyRequests,
  users,
} from '@celebra/db';
import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  sql,
} from 'drizzle-orm';

/**
 * While an export is `building`, its `expires_at` is the lease of the instance building it: a
 * build that outlives it (a crashed or restarted api) is claimed again by the sweep.
 */
const EXPORT_BUILD_LEASE_MS = 15 * 60_000;
/** A build still not done this long after the request is given up (`failed`). */
export const EXPORT_BUILD_GIVE_UP_MS = 2 * 60 * 60_000;

const afterMs = (ms: number) =>
  sql`now() + ${ms}::integer * interval '1 millisecond'`;

/** Locks the account's row: one export request or closure of an account at a time. */
export async function lockAccount(tx: DbOrTx, userId: number) {
  const [account] = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      closesAt: users.closesAt,
      closedAt: users.closedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return account;
}

export function latestExport(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.id))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function countExportsSince(
  db: DbOrTx,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(accountExports)
    .where(
      and(
        eq(accountExports.userId, userId),
        gte(accountExports.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

/** A new export, claimed by the instance that will build it. */
export async function insertBuildingExport(
  tx: DbOrTx,
  userId: number,
  unusableTokenHash: string,
) {
  const [row] = await tx
    .insert(accountExports)
    .values({
      userId,
      status: 'building',
      tokenHash: unusableTokenHash,
      expiresAt: afterMs(EXPORT_BUILD_LEASE_MS),
    })
    .returning();
  if (!row) throw new Error('the export row was not written');
  return row;
}

/**
 * Claims the exports whose build lease lapsed (one statement, `SKIP LOCKED`: two instances
 * never claim the same export), giving each a new lease.
 */
export function claimStaleExports(db: Db, limit = 5) {
  const due = db
    .select({ id: accountExports.id })
    .from(accountExports)
    .where(
      and(
        eq(accountExports.status, 'building'),
        lt(accountExports.expiresAt, sql`now()`),
      ),
    )
    .orderBy(accountExports.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(accountExports)
    .set({ expiresAt: afterMs(EXPORT_BUILD_LEASE_MS) })
    .where(inArray(accountExports.id, due))
    .returning();
}

/** The export is built: its file, the hash of the mailed token and the link's end. */
export function markExportReady(
  tx: DbOrTx,
  id: number,
  values: { storageKey: string; tokenHash: string; ttlMs: number },
) {
  return tx
    .update(accountExports)
    .set({
      status: 'ready',
      storageKey: values.storageKey,
      tokenHash: values.tokenHash,
      expiresAt: afterMs(values.ttlMs),
      completedAt: sql`now()`,
    })
    .where(
      and(eq(accountExports.id, id), eq(accountExports.status, 'building')),
    )
    .returning({ id: accountExports.id });
}

export function markExportFailed(tx: DbOrTx, id: number) {
  return tx
    .update(accountExports)
    .set({ status: 'failed', completedAt: sql`now()` })
    .where(
      and(eq(accountExports.id, id), eq(accountExports.status, 'building')),
    )
    .returning({ id: accountExports.id });
}

export function findExportByTokenHash(db: DbOrTx, tokenHash: string) {
  return db
    .select()
    .from(accountExports)
    .where(
      and(
        eq(accountExports.tokenHash, tokenHash),
        eq(accountExports.status, 'ready'),
      ),
    )
    .then((rows) => rows[0]);
}

/** Ready exports whose link lapsed by `now` and whose file is still stored. */
export function expiredExportFiles(db: DbOrTx, now: Date) {
  return db
    .select({ id: accountExports.id, storageKey: accountExports.storageKey })
    .from(accountExports)
    .where(
      and(
        eq(accountExports.status, 'ready'),
        lte(accountExports.expiresAt, now),
        isNotNull(accountExports.storageKey),
      ),
    );
}

export function forgetExportFile(db: DbOrTx, id: number, storageKey: string) {
  return db
    .update(accountExports)
    .set({ storageKey: null })
    .where(
      and(eq(accountExports.id, id), eq(accountExports.storageKey, storageKey)),
    )
    .returning({ id: accountExports.id });
}

/** Records a request of the account in the request log (answered later). */
export function recordPrivacyRequest(
  tx: DbOrTx,
  kind: 'account_export' | 'account_closure',
  account: { id: number; email: string },
) {
  return tx
    .insert(privacyRequests)
    .values({ kind, email: account.email, userId: account.id });
}

/** Answers the account's oldest pending request of `kind`. */
export function completePrivacyRequest(
  tx: DbOrTx,
  kind: 'account_export' | 'account_closure',
  userId: number,
  outcome: string,
) {
  const oldest = tx
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.kind, kind),
        eq(privacyRequests.userId, userId),
        sql`${privacyRequests.completedAt} is null`,
      ),
    )
    .orderBy(privacyRequests.id)
    .limit(1);
  return tx
    .update(privacyRequests)
    .set({ completedAt: sql`now()`, outcome })
    .where(inArray(privacyRequests.id, oldest));
}
