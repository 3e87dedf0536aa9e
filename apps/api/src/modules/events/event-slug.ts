import { isReservedSlug } from '@celebra/contracts';
import type { DbOrTx } from '@celebra/db';
import { isSlugInUse } from './events.repository';

/** Slug availability checks per minute from one address (the wizard asks as the host types). */
export const SLUG_CHECKS_PER_MINUTE = 60;

/**
 * A well-formed slug (slugSchema output) can name an event: not reserved and not used by
 * another event (`exceptEventId` is the event being renamed, if any).
 */
export async function isSlugAvailable(
  db: DbOrTx,
  slug: string,
  exceptEventId?: number,
): Promise<boolean> {
  if (isReservedSlug(slug)) return false;
  return !(await isSlugInUse(db, slug, exceptEventId));
}
