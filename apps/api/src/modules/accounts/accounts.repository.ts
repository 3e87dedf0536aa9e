import { admins, type DbOrTx, users } from '@celebra/db';
import { and, ne, sql } from 'drizzle-orm';
import { hasRow } from '../../lib/rows';

/*
 * What every concern of the domain reads of an account: the sign-in record by e-mail and
 * whether a host already holds an e-mail.
 */

/** The two kinds of account that sign in: hosts (users) and administrators. */
export type Principal = 'user' | 'admin';

export const accountTables = { user: users, admin: admins };

/** The sign-in record of the account holding this e-mail (any case). */
export async function findCredentials(
  db: DbOrTx,
  principal: Principal,
  email: string,
) {
  const accounts = accountTables[principal];
  const [row] = await db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      passwordHash: accounts.passwordHash,
      active: accounts.active,
    })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
  return row;
}

/** A user (other than `exceptUserId`, when given) already holds this e-mail, in any case. */
export function isEmailTaken(
  db: DbOrTx,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  return hasRow(
    db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = ${email.toLowerCase()}`,
          exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
        ),
      )
      .limit(1),
  );
}
