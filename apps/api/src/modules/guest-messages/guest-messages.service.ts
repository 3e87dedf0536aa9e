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
} from './guest-messages.repository';

export type GuestMessageService = ReturnType<typeof createGuestMessageService>;

/** The messages guests left on the caller's event (the route guard has checked the event). */
export function createGuestMessageService(deps: { db: Db }) {
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
