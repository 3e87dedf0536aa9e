import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../database';
import { admins } from '../schema';
import type { SeedOptions } from './seed-options';

export async function seedAdmin(
  tx: DbOrTx,
  options: SeedOptions,
): Promise<boolean> {
  const email = options.admin.email.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email}`);
  if (existing) return false;
  await tx.insert(admins).values({
    firstName: options.admin.firstName ?? 'Administrador',
    email,
    passwordHash: await options.hashPassword(options.admin.password),
  });
  return true;
}
