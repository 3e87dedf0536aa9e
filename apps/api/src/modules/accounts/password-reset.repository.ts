import { type DbOrTx, passwordResets } from '@celebra/db';
import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { accountTables, type Principal } from './accounts.repository';

/* Password-reset links (stored as their token's hash) and the new password they set. */

/** The password-reset row column of each principal. */
const resetOwnerColumns = {
  user: passwordResets.userId,
  admin: passwordResets.adminId,
};

/** The links of one account of `principal`. */
const ownedBy = (principal: Principal, accountId: number) =>
  eq(resetOwnerColumns[principal], accountId);

/**
 * Stores a reset link's token hash for the account. Its other links that are still valid stay
 * so (a request by someone else never cancels the link the owner holds); expired ones go.
 */
export async function insertPasswordReset(
  db: DbOrTx,
  principal: Principal,
  accountId: number,
  values: { tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .delete(passwordResets)
    .where(
      and(ownedBy(principal, accountId), lte(passwordResets.expiresAt, now)),
    );
  await db.insert(passwordResets).values({
    ...values,
    ...(principal === 'user' ? { userId: accountId } : { adminId: accountId }),
  });
}

/**
 * Marks the principal's unused, unexpired reset link of this token hash as used and answers its
 * account id; undefined when there is no such link. One statement, so a link is used once even
 * by two requests at the same time.
 */
export async function claimPasswordReset(
  db: DbOrTx,
  principal: Principal,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const owner = resetOwnerColumns[principal];
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNotNull(owner),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ accountId: owner });
  return row?.accountId ?? undefined;
}

/** Whether the account has an unused link expiring after `expiresAfter` (so sent recently). */
export async function hasUnusedLinkExpiringAfter(
  db: DbOrTx,
  principal: Principal,
  accountId: number,
  expiresAfter: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        ownedBy(principal, accountId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, expiresAfter),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Drops the account's unused links: once one has set the password, the others must not. */
export async function deleteUnusedPasswordResets(
  db: DbOrTx,
  principal: Principal,
  accountId: number,
): Promise<void> {
  await db
    .delete(passwordResets)
    .where(and(ownedBy(principal, accountId), isNull(passwordResets.usedAt)));
}

/**
 * Sets a new password hash on an active account and answers who it is (to tell them by e-mail);
 * undefined when it is missing or inactive.
 */
export async function updateActivePasswordHash(
  db: DbOrTx,
  principal: Principal,
  accountId: number,
  passwordHash: string,
): Promise<{ email: string; firstName: string } | undefined> {
  const accounts = accountTables[principal];
  const [row] = await db
    .update(accounts)
    .set({ passwordHash })
    .where(and(eq(accounts.id, accountId), eq(accounts.active, true)))
    .returning({ email: accounts.email, firstName: accounts.firstName });
  return row;
}

/**
 * Whether an unused, unexpired link of `principal` has this token hash and its account is
 * active: what the reset page asks when it opens. Reads only; the link stays usable.
 */
export async function isPasswordResetUsable(
  db: DbOrTx,
  principal: Principal,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const accounts = accountTables[principal];
  const rows = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .innerJoin(accounts, eq(accounts.id, resetOwnerColumns[principal]))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        eq(accounts.active, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
