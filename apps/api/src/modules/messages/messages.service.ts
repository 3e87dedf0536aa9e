import {
  type DeleteGuestMessageResponse,
  guestSiteTexts,
  hostTexts,
  type ListGuestMessagesResponse,
  type SendGuestMessageBody,
  type SendGuestMessageResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import type { PublicEventRow } from '../events/public-site.repository';
import { notifyWall } from '../party/wall-notify';
import {
  deleteGuestMessage,
  insertGuestMessage,
  listGuestMessages,
} from './messages.repository';
import { pageSlice } from '../../lib/paging';

export type MessagesService = ReturnType<typeof createMessagesService>;

/**
 * The messages visitors leave on an event, read and deleted by its host and by administrators.
 * Callers have checked the event: the host routes that it is the caller's, the admin routes
 * that it exists, the public route that it is open to the visitor.
 */
export function createMessagesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** A visitor's message; 403 when the host does not show the message section. */
    async send(
      event: PublicEventRow,
      body: SendGuestMessageBody,
    ): Promise<SendGuestMessageResponse> {
      if (!event.settings.showGuestMessages)
        throw new AppError('FORBIDDEN', apiTexts.server.guestMessagesClosed);
      const eventId = event.event.id;
      await db.transaction(async (tx) => {
        await insertGuestMessage(tx, { eventId, ...body });
        await notifyWall(tx, eventId);
      });
      return { success: true, message: guestSiteTexts.success.messageSent };
    },

    async list(
      eventId: number,
      query: { page: number; limit: number },
    ): Promise<ListGuestMessagesResponse> {
      const { rows, total } = await listGuestMessages(
        db,
        eventId,
        pageSlice(query),
      );
      return {
        success: true,
        total,
        messages: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async remove(
      eventId: number,
      messageId: number,
    ): Promise<DeleteGuestMessageResponse> {
      if (!(await deleteGuestMessage(db, eventId, messageId)))
        throw new AppError('NOT_FOUND', apiTexts.server.messageNotFound);
      return { success: true, message: hostTexts.success.messageRemoved };
    },
  };
}
