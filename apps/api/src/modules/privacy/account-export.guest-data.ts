import {
  type DbOrTx,
  guestMessages,
  invitations,
  orderItems,
  orders,
  rsvpAnswers,
  rsvpQuestions,
} from '@celebra/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { guestsToCsv } from '../guests/guests-csv';
import { listGuestsForExport } from '../guests/guests.repository';

/** What the guests left on one of the host's events, as the host sees it in the app. */
export interface EventGuestData {
  guestsCsv: string;
  guests: Record<string, unknown>[];
  /** The households with their contacts, and their answers to the host's questions. */
  invitations: Record<string, unknown>[];
  answers: Record<string, unknown>[];
  messages: Record<string, unknown>[];
  orders: Record<string, unknown>[];
}

/** The guest list (CSV as the app's download, and JSON), the messages and the gifts received. */
export async function eventGuestData(
  db: DbOrTx,
  eventId: number,
): Promise<EventGuestData> {
  const guestRows = await listGuestsForExport(db, eventId);
  const households = await db
    .select({
      id: invitations.id,
      name: invitations.name,
      groupName: invitations.groupName,
      email: invitations.email,
      phoneNumber: invitations.phoneNumber,
      maxCompanions: invitations.maxCompanions,
      sentAt: invitations.sentAt,
      answeredAt: invitations.answeredAt,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .where(eq(invitations.eventId, eventId))
    .orderBy(asc(invitations.id));
  const answers = await db
    .select({
      invitationId: rsvpAnswers.invitationId,
      question: rsvpQuestions.label,
      values: rsvpAnswers.values,
    })
    .from(rsvpAnswers)
    .innerJoin(rsvpQuestions, eq(rsvpQuestions.id, rsvpAnswers.questionId))
    .where(eq(rsvpQuestions.eventId, eventId))
    .orderBy(asc(rsvpAnswers.invitationId), asc(rsvpQuestions.position));
  const messages = await db
    .select({
      id: guestMessages.id,
      firstName: guestMessages.firstName,
      lastName: guestMessages.lastName,
      email: guestMessages.email,
      message: guestMessages.message,
      thankedAt: guestMessages.thankedAt,
      createdAt: guestMessages.createdAt,
    })
    .from(guestMessages)
    .where(eq(guestMessages.eventId, eventId))
    .orderBy(asc(guestMessages.id));
  const received = await db
    .select({
      id: orders.id,
      guestName: orders.guestName,
      guestContact: orders.guestContact,
      guestNote: orders.guestNote,
      total: orders.total,
      fee: orders.fee,
      userAmount: orders.userAmount,
      approvedAt: orders.approvedAt,
      thankedAt: orders.thankedAt,
    })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), eq(orders.status, 'APPROVED')))
    .orderBy(asc(orders.id));
  const items =
    received.length === 0
      ? []
      : await db
          .select({
            orderId: orderItems.orderId,
            giftName: orderItems.giftName,
            unitPrice: orderItems.unitPrice,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              received.map((order) => order.id),
            ),
          )
          .orderBy(asc(orderItems.id));
  return {
    guestsCsv: guestsToCsv(guestRows),
    guests: guestRows.map((guest) => ({
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email,
      phoneNumber: guest.phoneNumber,
      attending: guest.attending,
      companions: guest.companions,
      companionNames: guest.companionNames,
      note: guest.note,
      createdAt: guest.createdAt,
    })),
    invitations: households,
    answers,
    messages,
    orders: received.map((order) => ({
      ...order,
      items: items
        .filter((item) => item.orderId === order.id)
        .map(({ orderId: _orderId, ...item }) => item),
    })),
  };
}
