import { type DbOrTx, emailChanges, users } from '@celebra/db';
import { and, eq, gt, lte } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';

/* 'Minha conta': the host's own name, phone, password and the pending change of e-mail. */

/** What the account's changes read of the host: who they are and their password hash. */
export function findUserAccount(db: DbOrTx, userId: number) {
  return firstRow(
    db
      .select({
        firstName: users.firstName,
        email: users.email,
        passwordHash: users.passwordHash,
        active: users.active,
      })
      .from(users)
      .where(eq(users.id, userId)),
  );
}

/** Sets the name and phone; answers the profile as `GET /api/users/me` names it. */
export function updateUserProfile(
  db: DbOrTx,
  userId: number,
  values: { firstName: string; lastName: string; phoneNumber: string },
) {
  return firstRow(
    db.update(users).set(values).where(eq(users.id, userId)).returning({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      phone_number: users.phoneNumber,
    }),
  );
}

/** Sets the account's e-mail. */
export async function updateUserEmail(
  db: DbOrTx,
  userId: number,
  email: string,
): Promise<void> {
  await db.update(users).set({ email }).where(eq(users.id, userId));
}

/** Stores the account's pending change of e-mail in place of any earlier one. */
export async function replaceEmailChange(
  db: DbOrTx,
  userId: number,
  values: { tokenHash: string; newEmail: string; expiresAt: Date },
): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
  await db.insert(emailChanges).values({ ...values, userId });
}

/** The account's change of e-mail still waiting for its link, if any. */
export function findPendingEmailChange(db: DbOrTx, userId: number, now: Date) {
  return firstRow(
    db
      .select({
        newEmail: emailChanges.newEmail,
        expiresAt: emailChanges.expiresAt,
      })
      .from(emailChanges)
      .where(
        and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, now)),
      ),
  );
}

/**
 * Takes the unexpired change of this token hash out of the table and answers it; undefined when
 * there is none. One statement, so a link is used once even by two requests at the same time.
 */
export function claimEmailChange(db: DbOrTx, tokenHash: string, now: Date) {
  return firstRow(
    db
      .delete(emailChanges)
      .where(
        and(
          eq(emailChanges.tokenHash, tokenHash),
          gt(emailChanges.expiresAt, now),
        ),
      )
      .returning({
        userId: emailChanges.userId,
        newEmail: emailChanges.newEmail,
      }),
  );
}

/** Deletes the changes whose link expired (the expiry sweep); answers how many. */
export async function deleteExpiredEmailChanges(
  db: DbOrTx,
  now: Date,
): Promise<number> {
  const rows = await db
    .delete(emailChanges)
    .where(lte(emailChanges.expiresAt, now))
    .returning({ id: emailChanges.id });
  return rows.length;
}
