import type { MessageKind, MessageSource } from '@celebra/contracts';
import {
  type DbOrTx,
  guestMessages,
  guestResponses,
  guests,
  orders,
} from '@celebra/db';
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { PageSlice } from '../../lib/paging';

/*
 * Every message of an event in one list: the messages left on the site, the notes of APPROVED
 * orders, the attendance notes of guests and the messages of answers waiting for review. Each
 * branch reads its own table with the same columns, so one UNION ALL pages them together.
 */

const text = (value: SQL) => sql<string>`${value}`;
const nullableText = (value: SQL) => sql<string | null>`${value}`;
const hasText = (column: SQL | typeof orders.guestNote) =>
  sql`btrim(${column}) <> ''`;
const toDate = (value: string | Date) => new Date(value);
const instant = (column: AnyPgColumn) => sql`${column}`.mapWith(toDate);
const nullableInstant = (column: AnyPgColumn) =>
  sql<Date | null>`${column}`.mapWith(toDate);
const fullName = (table: { firstName: unknown; lastName: unknown }) =>
  text(sql`btrim(${table.firstName} || ' ' || ${table.lastName})`);

/** One branch per source: its rows of the event (one of them with `id`). */
const branches = {
  message: (db: DbOrTx, eventId: number, id?: number) =>
    db
      .select({
        source: text(sql`'message'`).as('source'),
        kind: text(sql`'message'`).as('kind'),
        id: sql<number>`${guestMessages.id}`.as('id'),
        senderName: fullName(guestMessages).as('sender_name'),
        email: nullableText(sql`${guestMessages.email}`).as('email'),
        phone: nullableText(sql`null::text`).as('phone'),
        message: text(sql`${guestMessages.message}`).as('message'),
        createdAt: instant(guestMessages.createdAt).as('created_at'),
        thankedAt: nullableInstant(guestMessages.thankedAt).as('thanked_at'),
        attending: sql<boolean | null>`null::boolean`.as('attending'),
        amount: sql<number | null>`null::int`.as('amount'),
      })
      .from(guestMessages)
      .where(
        and(
          eq(guestMessages.eventId, eventId),
          id === undefined ? undefined : eq(guestMessages.id, id),
        ),
      ),

  order: (db: DbOrTx, eventId: number, id?: number) =>
    db
      .select({
        source: text(sql`'order'`).as('source'),
        kind: text(sql`'gift'`).as('kind'),
        id: sql<number>`${orders.id}`.as('id'),
        senderName: text(sql`btrim(${orders.guestName})`).as('sender_name'),
        email: nullableText(
          sql`case when ${orders.guestContact} like '%@%' then ${orders.guestContact} end`,
        ).as('email'),
        phone: nullableText(
          sql`case when ${orders.guestContact} not like '%@%' then nullif(${orders.guestContact}, '') end`,
        ).as('phone'),
        message: text(sql`btrim(${orders.guestNote})`).as('message'),
        createdAt: instant(orders.createdAt).as('created_at'),
        thankedAt: nullableInstant(orders.thankedAt).as('thanked_at'),
        attending: sql<boolean | null>`null::boolean`.as('attending'),
        amount: sql<number | null>`${orders.userAmount}`.as('amount'),
      })
      .from(orders)
      .where(
        and(
          eq(orders.eventId, eventId),
          eq(orders.status, 'APPROVED'),
          hasText(orders.guestNote),
          id === undefined ? undefined : eq(orders.id, id),
        ),
      ),

  guest: (db: DbOrTx, eventId: number, id?: number) =>
    db
      .select({
        source: text(sql`'guest'`).as('source'),
        kind: text(sql`'rsvp'`).as('kind'),
        id: sql<number>`${guests.id}`.as('id'),
        senderName: fullName(guests).as('sender_name'),
        email: nullableText(sql`nullif(${guests.email}, '')`).as('email'),
        phone: nullableText(sql`nullif(${guests.phoneNumber}, '')`).as('phone'),
        message: text(sql`btrim(${guests.note})`).as('message'),
        createdAt: instant(guests.createdAt).as('created_at'),
        thankedAt: nullableInstant(guests.thankedAt).as('thanked_at'),
        attending: sql<boolean | null>`${guests.attending}`.as('attending'),
        amount: sql<number | null>`null::int`.as('amount'),
      })
      .from(guests)
      .where(
        and(
          eq(guests.eventId, eventId),
          isNotNull(guests.note),
          hasText(sql`${guests.note}`),
          id === undefined ? undefined : eq(guests.id, id),
        ),
      ),

  'guest-response': (db: DbOrTx, eventId: number, id?: number) =>
    db
      .select({
        source: text(sql`'guest-response'`).as('source'),
        kind: text(sql`'rsvp'`).as('kind'),
        id: sql<number>`${guestResponses.id}`.as('id'),
        senderName: fullName(guestResponses).as('sender_name'),
        email: nullableText(sql`nullif(${guestResponses.email}, '')`).as(
          'email',
        ),
        phone: nullableText(sql`nullif(${guestResponses.phoneNumber}, '')`).as(
          'phone',
        ),
        message: text(sql`btrim(${guestResponses.message})`).as('message'),
        createdAt: instant(guestResponses.createdAt).as('created_at'),
        thankedAt: nullableInstant(guestResponses.thankedAt).as('thanked_at'),
        attending: sql<boolean | null>`${guestResponses.attending}`.as(
          'attending',
        ),
        amount: sql<number | null>`null::int`.as('amount'),
      })
      .from(guestResponses)
      .where(
        and(
          eq(guestResponses.eventId, eventId),
          isNotNull(guestResponses.message),
          hasText(sql`${guestResponses.message}`),
          id === undefined ? undefined : eq(guestResponses.id, id),
        ),
      ),
} satisfies Record<MessageSource, unknown>;

const SOURCES_OF_KIND: Record<MessageKind, MessageSource[]> = {
  message: ['message'],
  gift: ['order'],
  rsvp: ['guest', 'guest-response'],
};

const ALL_SOURCES = Object.keys(branches) as MessageSource[];

/** Every branch selects the same columns; typed as the first so they can be joined. */
type Branch = ReturnType<(typeof branches)['message']>;

function selectOf(db: DbOrTx, eventId: number, kind?: MessageKind) {
  const [first, second, ...rest] = (
    kind ? SOURCES_OF_KIND[kind] : ALL_SOURCES
  ).map((source) => branches[source](db, eventId) as Branch);
  if (!first) throw new Error('a kind without sources');
  return second ? unionAll(first, second, ...rest) : first;
}

export type ListedMessageRow = Awaited<
  ReturnType<ReturnType<(typeof branches)['message']>['execute']>
>[number];

/** One page of the event's messages of `kind` (every kind without it), newest first, and the count. */
export async function listEventMessages(
  db: DbOrTx,
  eventId: number,
  kind: MessageKind | undefined,
  page: PageSlice,
): Promise<{ rows: ListedMessageRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    selectOf(db, eventId, kind)
      .orderBy(sql`created_at desc, source, id desc`)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(selectOf(db, eventId, kind).as('event_messages')),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** The one message of the event kept at `source`/`id`; undefined when there is none. */
export async function findEventMessage(
  db: DbOrTx,
  eventId: number,
  source: MessageSource,
  id: number,
): Promise<ListedMessageRow | undefined> {
  const [row] = await branches[source](db, eventId, id);
  return row;
}
