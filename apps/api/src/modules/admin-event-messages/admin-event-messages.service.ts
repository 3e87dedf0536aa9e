import {
  type DeleteGuestMessageResponse,
  type ListGuestMessagesResponse,
  messages,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import {
  deleteGuestMessage,
  listGuestMessages,
} from '../guest-messages/guest-messages.repository';

export type AdminEventMessagesService = ReturnType<
  typeof createAdminEventMessagesService
>;

/** Messages of any event (the event's existence is checked by the route guard). */
export function createAdminEventMessagesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(eventId: number): Promise<ListGuestMessagesResponse> {
      const rows = await listGuestMessages(db, eventId);
      return {
        success: true,
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
        throw new AppError('NOT_FOUND', messages.server.messageNotFound);
      return { success: true, message: messages.success.messageRemoved };
    },
  };
}
