import type { CustomPageBody } from '@celebra/contracts';
import { customPages, type DbOrTx, oneRow } from '@celebra/db';
import { and, asc, count, eq, max } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';

/* ---------- custom pages ---------- */

const pageColumns = {
  id: customPages.id,
  title: customPages.title,
  content: customPages.content,
  position: customPages.position,
  createdAt: customPages.createdAt,
  updatedAt: customPages.updatedAt,
};

/** In site order. */
export function listCustomPages(db: DbOrTx, eventId: number) {
  return db
    .select(pageColumns)
    .from(customPages)
    .where(eq(customPages.eventId, eventId))
    .orderBy(asc(customPages.position), asc(customPages.id));
}

export async function countAndLastPosition(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({ pages: count(), lastPosition: max(customPages.position) })
    .from(customPages)
    .where(eq(customPages.eventId, eventId));
  return { pages: row?.pages ?? 0, lastPosition: row?.lastPosition ?? -1 };
}

export async function insertCustomPage(
  db: DbOrTx,
  eventId: number,
  position: number,
  page: CustomPageBody,
) {
  const row = oneRow(
    await db
      .insert(customPages)
      .values({ eventId, position, ...page })
      .returning(pageColumns),
  );
  return row;
}

export function updateCustomPage(
  db: DbOrTx,
  eventId: number,
  pageId: number,
  page: CustomPageBody,
) {
  return firstRow(
    db
      .update(customPages)
      .set(page)
      .where(and(eq(customPages.id, pageId), eq(customPages.eventId, eventId)))
      .returning(pageColumns),
  );
}

export async function deleteCustomPage(
  db: DbOrTx,
  eventId: number,
  pageId: number,
): Promise<boolean> {
  const removed = await db
    .delete(customPages)
    .where(and(eq(customPages.id, pageId), eq(customPages.eventId, eventId)))
    .returning({ id: customPages.id });
  return removed.length > 0;
}
