import {
  type DbOrTx,
  events,
  guestMessages,
  guestResponses,
  guests,
  invitations,
  orderItems,
  orderPixCharges,
  orders,
  outbox,
  paymentEvents,
  privacyCodes,
  privacyRequests,
  rsvpAnswers,
  rsvpQuestions,
} from '@celebra/db';
import { asc, eq, inArray, type SQL, sql, type AnyColumn } from 'drizzle-orm';
import type { GuestDataTable } from './personal-data-tables';

/** Whose data: the lower-cased e-mail and its hash (privacy_codes holds only the hash). */
export interface GuestDataSubject {
  email: string;
  emailHash: string;
}

/** The column holds the e-mail, whatever its case. */
export const holdsEmail = (column: AnyColumn, email: string): SQL =>
  sql`lower(${column}) = ${email}`;

/** The orders a guest gave: their contact is the e-mail (a phone contact is not matched). */
const ordersOf = (db: DbOrTx, email: string) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(holdsEmail(orders.guestContact, email));

/** What a guest-list entry and an attendance answer both hold. */
const attendanceColumns = (table: typeof guests | typeof guestResponses) => ({
  eventId: table.eventId,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  phoneNumber: table.phoneNumber,
  attending: table.attending,
  companions: table.companions,
  companionNames: table.companionNames,
});

/**
 * How each table's rows of the person are read, for the page and the downloads. Typed by the
 * register of personal data: a guest table without a reader does not compile.
 */
export const GUEST_DATA_READERS = {
  guests: (db, { email }) =>
    db
      .select({
        ...attendanceColumns(guests),
        note: guests.note,
        createdAt: guests.createdAt,
      })
      .from(guests)
      .where(holdsEmail(guests.email, email))
      .orderBy(asc(guests.id)),
  guest_responses: (db, { email }) =>
    db
      .select({
        ...attendanceColumns(guestResponses),
        message: guestResponses.message,
        createdAt: guestResponses.createdAt,
      })
      .from(guestResponses)
      .where(holdsEmail(guestResponses.email, email))
      .orderBy(asc(guestResponses.id)),
  guest_messages: (db, { email }) =>
    db
      .select({
        eventId: guestMessages.eventId,
        firstName: guestMessages.firstName,
        lastName: guestMessages.lastName,
        email: guestMessages.email,
        message: guestMessages.message,
        createdAt: guestMessages.createdAt,
      })
      .from(guestMessages)
      .where(holdsEmail(guestMessages.email, email))
      .orderBy(asc(guestMessages.id)),
  orders: (db, { email }) =>
    db
      .select({
        id: orders.id,
        eventId: orders.eventId,
        guestName: orders.guestName,
        guestContact: orders.guestContact,
        guestNote: orders.guestNote,
        status: orders.status,
        chargedAmount: orders.chargedAmount,
        createdAt: orders.createdAt,
        approvedAt: orders.approvedAt,
      })
      .from(orders)
      .where(holdsEmail(orders.guestContact, email))
      .orderBy(asc(orders.id)),
  order_items: (db, { email }) =>
    db
      .select({
        orderId: orderItems.orderId,
        giftName: orderItems.giftName,
        giftKind: orderItems.giftKind,
        quantity: orderItems.quantity,
        shareCount: orderItems.shareCount,
        unitPrice: orderItems.unitPrice,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ordersOf(db, email)))
      .orderBy(asc(orderItems.id)),
  order_pix_charges: (db, { email }) =>
    db
      .select({
        orderId: orderPixCharges.orderId,
        attempt: orderPixCharges.attempt,
        createdAt: orderPixCharges.createdAt,
        expiresAt: orderPixCharges.expiresAt,
      })
      .from(orderPixCharges)
      .where(inArray(orderPixCharges.orderId, ordersOf(db, email)))
      .orderBy(asc(orderPixCharges.id)),
  payment_events: (db, { email }) =>
    db
      .select({
        orderId: orders.id,
        type: paymentEvents.type,
        receivedAt: paymentEvents.receivedAt,
      })
      .from(paymentEvents)
      .innerJoin(orders, eq(orders.providerReference, paymentEvents.reference))
      .where(holdsEmail(orders.guestContact, email))
      .orderBy(asc(paymentEvents.id)),
  invitations: (db, { email }) =>
    db
      .select({
        eventId: invitations.eventId,
        name: invitations.name,
        email: invitations.email,
        phoneNumber: invitations.phoneNumber,
        createdAt: invitations.createdAt,
      })
      .from(invitations)
      .where(holdsEmail(invitations.email, email))
      .orderBy(asc(invitations.id)),
  rsvp_answers: (db, { email }) =>
    db
      .select({
        eventId: invitations.eventId,
        question: rsvpQuestions.label,
        values: rsvpAnswers.values,
        createdAt: rsvpAnswers.createdAt,
      })
      .from(rsvpAnswers)
      .innerJoin(invitations, eq(invitations.id, rsvpAnswers.invitationId))
      .innerJoin(rsvpQuestions, eq(rsvpQuestions.id, rsvpAnswers.questionId))
      .where(holdsEmail(invitations.email, email))
      .orderBy(asc(invitations.id), asc(rsvpQuestions.position)),
  privacy_codes: (db, { emailHash }) =>
    db
      .select({
        createdAt: privacyCodes.createdAt,
        expiresAt: privacyCodes.expiresAt,
        usedAt: privacyCodes.usedAt,
      })
      .from(privacyCodes)
      .where(eq(privacyCodes.emailHash, emailHash))
      .orderBy(asc(privacyCodes.id)),
  privacy_requests: (db, { email }) =>
    db
      .select({
        kind: privacyRequests.kind,
        requestedAt: privacyRequests.requestedAt,
        completedAt: privacyRequests.completedAt,
      })
      .from(privacyRequests)
      .where(holdsEmail(privacyRequests.email, email))
      .orderBy(asc(privacyRequests.id)),
  outbox: (db, { email }) =>
    db
      .select({
        subject: outbox.subject,
        createdAt: outbox.createdAt,
        deliveredAt: outbox.deliveredAt,
      })
      .from(outbox)
      .where(holdsEmail(outbox.recipient, email))
      .orderBy(asc(outbox.id)),
} satisfies Record<
  GuestDataTable,
  (db: DbOrTx, subject: GuestDataSubject) => PromiseLike<unknown[]>
>;

export type GuestDataRows = {
  [Table in GuestDataTable]: Awaited<
    ReturnType<(typeof GUEST_DATA_READERS)[Table]>
  >;
};

/** Every table's rows of the person. */
export async function readGuestData(
  db: DbOrTx,
  subject: GuestDataSubject,
): Promise<GuestDataRows> {
  const rows: Partial<Record<GuestDataTable, unknown[]>> = {};
  for (const table of Object.keys(GUEST_DATA_READERS) as GuestDataTable[])
    rows[table] = await GUEST_DATA_READERS[table](db, subject);
  return rows as GuestDataRows;
}

/** Titles of the events, by id. */
export function eventTitles(db: DbOrTx, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: events.id, title: events.title })
    .from(events)
    .where(inArray(events.id, eventIds))
    .orderBy(asc(events.id));
}

/** Whether any guest table holds the e-mail (before a code is sent). */
export async function holdsGuestData(
  db: DbOrTx,
  email: string,
): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`select (
    exists (select 1 from ${guests} where ${holdsEmail(guests.email, email)})
    or exists (select 1 from ${guestResponses} where ${holdsEmail(guestResponses.email, email)})
    or exists (select 1 from ${guestMessages} where ${holdsEmail(guestMessages.email, email)})
    or exists (select 1 from ${orders} where ${holdsEmail(orders.guestContact, email)})
    or exists (select 1 from ${invitations} where ${holdsEmail(invitations.email, email)})
  ) as found`);
  return rows[0]?.found === true;
}
