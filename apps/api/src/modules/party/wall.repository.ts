import {
  type DbOrTx,
  events,
  eventSettings,
  guestMessages,
  partyMedia,
} from '@celebra/db';
import { and, asc, desc, eq, gt, isNull, notInArray } from 'drizzle-orm';

/** An active event's wall: its key (null: the wall is off) and what it shows. */
export async function findWall(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      eventId: events.id,
      title: events.title,
      wallKey: eventSettings.wallKey,
      showGuestMessages: eventSettings.showGuestMessages,
    })
    .from(events)
    .innerJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(and(eq(events.slug, slug), eq(events.active, true)));
  return row;
}

export type WallRow = NonNullable<Awaited<ReturnType<typeof findWall>>>;

const messageColumns = {
  id: guestMessages.id,
  firstName: guestMessages.firstName,
  lastName: guestMessages.lastName,
  message: guestMessages.message,
  createdAt: guestMessages.createdAt,
};

const approvedOf = (eventId: number) =>
  and(eq(partyMedia.eventId, eventId), eq(partyMedia.status, 'approved'));

/** Messages of the event that still hold their text (not anonymised). */
const messagesOf = (eventId: number) =>
  and(eq(guestMessages.eventId, eventId), isNull(guestMessages.anonymisedAt));

/** What to read after a time, leaving out the ids already sent. */
export interface WallRead {
  eventId: number;
  after: Date;
  except: number[];
  limit: number;
}

/** Approved media by approval time, oldest first. */
export function listMediaApprovedAfter(db: DbOrTx, read: WallRead) {
  return db
    .select()
    .from(partyMedia)
    .where(
      and(
        approvedOf(read.eventId),
        gt(partyMedia.approvedAt, read.after),
        read.except.length ? notInArray(partyMedia.id, read.except) : undefined,
      ),
    )
    .orderBy(asc(partyMedia.approvedAt), asc(partyMedia.id))
    .limit(read.limit);
}

export function listMessagesAfter(db: DbOrTx, read: WallRead) {
  return db
    .select(messageColumns)
    .from(guestMessages)
    .where(
      and(
        messagesOf(read.eventId),
        gt(guestMessages.createdAt, read.after),
        read.except.length
          ? notInArray(guestMessages.id, read.except)
          : undefined,
      ),
    )
    .orderBy(asc(guestMessages.createdAt), asc(guestMessages.id))
    .limit(read.limit);
}

/** The latest approved media, newest approval first. */
export function listLatestMedia(db: DbOrTx, eventId: number, limit: number) {
  return db
    .select()
    .from(partyMedia)
    .where(approvedOf(eventId))
    .orderBy(desc(partyMedia.approvedAt), desc(partyMedia.id))
    .limit(limit);
}

export function listLatestMessages(db: DbOrTx, eventId: number, limit: number) {
  return db
    .select(messageColumns)
    .from(guestMessages)
    .where(messagesOf(eventId))
    .orderBy(desc(guestMessages.createdAt), desc(guestMessages.id))
    .limit(limit);
}

export type WallMessageRow = Awaited<
  ReturnType<typeof listLatestMessages>
>[number];
