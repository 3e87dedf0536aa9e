import {
  type EventRole,
  giftLineLabel,
  type ListedMessage,
  type ListMessagesQuery,
  type ListMessagesResponse,
  type MessageSource,
  type MessageThankedResponse,
  hostTexts,
  roleAllows,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { pageSlice } from '../../lib/paging';
import { enqueueMail } from '../../mail/outbox';
import { listOrderItems } from '../money/received-gifts.repository';
import {
  findEventMessage,
  listEventMessages,
  type ListedMessageRow,
} from './message-list.repository';
import { setMessageThanked } from './message-thanks.repository';
import { findEventTitle } from './messages.repository';
import { thanksMail } from './thanks-mail';

export type MessageListService = ReturnType<typeof createMessageListService>;

const messageNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.messageNotFound);

/** Each order's gifts as the e-mails word them ('2 × Jantar', 'Viagem (2 de 10 cotas)'). */
async function giftLinesOf(db: Db, rows: ListedMessageRow[]) {
  const items = await listOrderItems(
    db,
    rows.filter((row) => row.source === 'order').map((row) => row.id),
  );
  const byOrder = new Map<number, string[]>();
  for (const item of items)
    byOrder.set(item.orderId, [
      ...(byOrder.get(item.orderId) ?? []),
      giftLineLabel(item),
    ]);
  return byOrder;
}

function toListedMessage(
  row: ListedMessageRow,
  gifts: Map<number, string[]>,
  seesMoney: boolean,
): ListedMessage {
  const base = {
    source: row.source as MessageSource,
    id: row.id,
    senderName: row.senderName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    thankedAt: row.thankedAt?.toISOString() ?? null,
  };
  if (row.source === 'order')
    return {
      ...base,
      kind: 'gift',
      gifts: gifts.get(row.id) ?? [],
      amount: seesMoney ? row.amount : null,
    };
  if (row.source === 'message') return { ...base, kind: 'message' };
  return { ...base, kind: 'rsvp', attending: row.attending ?? true };
}

/**
 * Every message of an event for its members: the messages left on the site, the notes of
 * approved gifts and the attendance messages, in one list; and the thanks to their senders.
 * Callers have checked that the caller is a member whose role reads the messages.
 */
export function createMessageListService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** One page, newest first; a gift's amount only for a role that sees the event's money. */
    async list(
      eventId: number,
      role: EventRole,
      query: ListMessagesQuery,
    ): Promise<ListMessagesResponse> {
      const { rows, total } = await listEventMessages(
        db,
        eventId,
        query.kind,
        pageSlice(query),
      );
      const gifts = await giftLinesOf(db, rows);
      const seesMoney = roleAllows(role, 'money');
      return {
        success: true,
        total,
        messages: rows.map((row) => toListedMessage(row, gifts, seesMoney)),
      };
    },

    /** Marks or clears the thanks; 404 'Recado não encontrado.' for anything not listed. */
    async setThanked(
      eventId: number,
      source: MessageSource,
      id: number,
      thanked: boolean,
    ): Promise<MessageThankedResponse> {
      if (!(await findEventMessage(db, eventId, source, id)))
        throw messageNotFound();
      const row = await setMessageThanked(db, eventId, source, id, thanked);
      if (!row) throw messageNotFound();
      return {
        success: true,
        message: apiTexts.server.giftThanksSaved,
        thankedAt: row.thankedAt?.toISOString() ?? null,
      };
    },

    /**
     * E-mails the couple's `text` to the sender through the outbox and marks the thanks, in one
     * transaction; 409 when the sender left no e-mail.
     */
    async thankByEmail(
      eventId: number,
      source: MessageSource,
      id: number,
      text: string,
    ): Promise<MessageThankedResponse> {
      const row = await db.transaction(async (tx) => {
        const message = await findEventMessage(tx, eventId, source, id);
        if (!message) throw messageNotFound();
        if (!message.email)
          throw new AppError('CONFLICT', apiTexts.server.thanksEmailMissing);
        await enqueueMail(
          tx,
          thanksMail({
            to: message.email,
            eventTitle: await findEventTitle(tx, eventId),
            text,
          }),
        );
        return setMessageThanked(tx, eventId, source, id, true);
      });
      return {
        success: true,
        message: hostTexts.success.thanksEmailSent,
        thankedAt: row?.thankedAt?.toISOString() ?? null,
      };
    },
  };
}
