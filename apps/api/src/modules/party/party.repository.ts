import type { PartyMediaStatus, PartySettings } from '@celebra/contracts';
import {
  type DbOrTx,
  eventSettings,
  type NewPartyMedia,
  partyMedia,
} from '@celebra/db';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';

/** The party's settings (the defaults when the event has no settings row yet). */
export async function findPartySettings(
  db: DbOrTx,
  eventId: number,
): Promise<PartySettings> {
  const [row] = await db
    .select({
      uploadsEnabled: eventSettings.partyUploadsEnabled,
      needsApproval: eventSettings.partyNeedsApproval,
      wallKey: eventSettings.wallKey,
    })
    .from(eventSettings)
    .where(eq(eventSettings.eventId, eventId));
  return row ?? { uploadsEnabled: false, needsApproval: true, wallKey: null };
}

export async function savePartySettings(
  db: DbOrTx,
  eventId: number,
  settings: PartySettings,
): Promise<void> {
  const values = {
    partyUploadsEnabled: settings.uploadsEnabled,
    partyNeedsApproval: settings.needsApproval,
    wallKey: settings.wallKey,
  };
  await db
    .insert(eventSettings)
    .values({ eventId, ...values })
    .onConflictDoUpdate({ target: eventSettings.eventId, set: values });
}

/** Items and bytes the event's party media holds (every status: hidden ones are kept too). */
export async function partyUsage(
  db: DbOrTx,
  eventId: number,
): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${partyMedia.sizeBytes}), 0)::bigint`,
    })
    .from(partyMedia)
    .where(eq(partyMedia.eventId, eventId));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

export async function countPartyMediaByStatus(
  db: DbOrTx,
  eventId: number,
): Promise<Record<PartyMediaStatus, number>> {
  const rows = await db
    .select({ status: partyMedia.status, count: sql<number>`count(*)::int` })
    .from(partyMedia)
    .where(eq(partyMedia.eventId, eventId))
    .groupBy(partyMedia.status);
  const counts = { pending: 0, approved: 0, hidden: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

export async function insertPartyMedia(db: DbOrTx, values: NewPartyMedia) {
  const [row] = await db.insert(partyMedia).values(values).returning();
  if (!row) throw new Error('party media not inserted');
  return row;
}

/** One page, newest first: the items below `before` (every item when absent). */
export function listPartyMedia(
  db: DbOrTx,
  eventId: number,
  page: { status?: PartyMediaStatus; before?: number; limit: number },
) {
  const conditions: SQL[] = [eq(partyMedia.eventId, eventId)];
  if (page.status) conditions.push(eq(partyMedia.status, page.status));
  if (page.before) conditions.push(lt(partyMedia.id, page.before));
  return db
    .select()
    .from(partyMedia)
    .where(and(...conditions))
    .orderBy(desc(partyMedia.id))
    .limit(page.limit);
}

export async function hasApprovedPartyMedia(
  db: DbOrTx,
  eventId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: partyMedia.id })
    .from(partyMedia)
    .where(
      and(eq(partyMedia.eventId, eventId), eq(partyMedia.status, 'approved')),
    )
    .limit(1);
  return row !== undefined;
}

/** Sets the status; `approved_at` is set on the first approval and kept afterwards. */
export async function updatePartyMediaStatus(
  db: DbOrTx,
  eventId: number,
  mediaId: number,
  status: 'approved' | 'hidden',
) {
  const [row] = await db
    .update(partyMedia)
    .set({
      status,
      ...(status === 'approved'
        ? { approvedAt: sql`coalesce(${partyMedia.approvedAt}, now())` }
        : {}),
    })
    .where(and(eq(partyMedia.eventId, eventId), eq(partyMedia.id, mediaId)))
    .returning();
  return row;
}

export async function deletePartyMedia(
  db: DbOrTx,
  eventId: number,
  mediaId: number,
) {
  const [row] = await db
    .delete(partyMedia)
    .where(and(eq(partyMedia.eventId, eventId), eq(partyMedia.id, mediaId)))
    .returning();
  return row;
}

/** Every item of the event for the ZIP, oldest first, a page at a time (`after` the last id). */
export function partyMediaFilesAfter(
  db: DbOrTx,
  eventId: number,
  after: number,
  limit: number,
) {
  return db
    .select({
      id: partyMedia.id,
      kind: partyMedia.kind,
      storageKey: partyMedia.storageKey,
      image: partyMedia.image,
      createdAt: partyMedia.createdAt,
    })
    .from(partyMedia)
    .where(
      and(eq(partyMedia.eventId, eventId), sql`${partyMedia.id} > ${after}`),
    )
    .orderBy(partyMedia.id)
    .limit(limit);
}
