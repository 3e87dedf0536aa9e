import { type DbOrTx, privacyCodes } from '@celebra/db';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';

/** Replaces the e-mail's unused codes by a new one. */
export async function replaceGuestDataCode(
  db: DbOrTx,
  code: { emailHash: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(privacyCodes)
    .where(
      and(
        eq(privacyCodes.emailHash, code.emailHash),
        isNull(privacyCodes.usedAt),
      ),
    );
  await db.insert(privacyCodes).values(code);
}

/** The e-mail's newest code still usable: unused, unexpired, with tries left. */
export function findLiveGuestDataCode(
  db: DbOrTx,
  emailHash: string,
  now: Date,
  maxTries: number,
) {
  return firstRow(
    db
      .select({ id: privacyCodes.id, codeHash: privacyCodes.codeHash })
      .from(privacyCodes)
      .where(
        and(
          eq(privacyCodes.emailHash, emailHash),
          isNull(privacyCodes.usedAt),
          gt(privacyCodes.expiresAt, now),
          lt(privacyCodes.failedAttempts, maxTries),
        ),
      )
      .orderBy(desc(privacyCodes.id)),
  );
}

/** Uses the code once: true only for the one call that marked it used. */
export async function claimGuestDataCode(
  db: DbOrTx,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(privacyCodes)
    .set({ usedAt: now })
    .where(and(eq(privacyCodes.id, id), isNull(privacyCodes.usedAt)))
    .returning({ id: privacyCodes.id });
  return rows.length === 1;
}

export async function countFailedGuestDataCode(
  db: DbOrTx,
  id: number,
): Promise<void> {
  await db
    .update(privacyCodes)
    .set({ failedAttempts: sql`${privacyCodes.failedAttempts} + 1` })
    .where(eq(privacyCodes.id, id));
}
