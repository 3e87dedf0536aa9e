import {
  type EventContentBody,
  type GetOwnerEventResponse,
  messages,
  type UpdateEventContentResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { findOwnerEvent, updateEventContent } from './event-content.repository';

export type EventContentService = ReturnType<typeof createEventContentService>;

const eventNotFound = () =>
  new AppError('NOT_FOUND', messages.server.eventNotFound);

/** 'Cores e Textos': the owner's view of the event and its texts and colour. */
export function createEventContentService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async get(eventId: number): Promise<GetOwnerEventResponse> {
      const event = await findOwnerEvent(db, eventId);
      if (!event) throw eventNotFound();
      return { success: true, event };
    },

    async update(
      eventId: number,
      body: EventContentBody,
    ): Promise<UpdateEventContentResponse> {
      const event = await updateEventContent(db, eventId, body);
      if (!event) throw eventNotFound();
      return { success: true, message: messages.success.infoUpdated, event };
    },
  };
}
