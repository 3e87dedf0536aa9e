import { admins, type DbOrTx } from '@celebra/db';
import { eq, sql } from 'drizzle-orm';

export async function findAdminCredentials(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: admins.id,
      firstName: admins.firstName,
      passwordHash: admins.passwordHash,
      active: admins.active,
    })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findAdminProfile(db: DbOrTx, adminId: number) {
  const [row] = await db
    .select({
      id: admins.id,
      firstName: admins.firstName,
      lastName: admins.lastName,
      email: admins.email,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row;
}

export async function insertAdmin(
  db: DbOrTx,
  values: { email: string; firstName: string; passwordHash: string },
): Promise<void> {
  await db.insert(admins).values(values).onConflictDoNothing();
}
