import { isReservedSlug } from '@celebra/contracts';
import { type DbOrTx, events } from '@celebra/db';
import { eq } from 'drizzle-orm';

/** A well-formed slug (slugSchema output) can name a new event: not reserved, not in use. */
export async function isSlugAvailable(
  db: DbOrTx,
  slug: string,
): Promise<boolean> {
  if (isReservedSlug(slug)) return false;
  const [taken] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.slug, slug))
    .limit(1);
  return !taken;
}
