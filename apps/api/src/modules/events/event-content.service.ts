import {
  type EventContentBody,
  type GetOwnerEventResponse,
  hostTexts,
  type UpdateEventContentResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import { eventNotFound } from './event-errors';
import { findOwnerEvent, updateEventContent } from './events.repository';

export interface EventContentServiceDeps {
  db: Db;
  /** Told after every committed write of what guests see. */
  publicEvents: Pick<PublicEventChannel, 'changed'>;
}

export type EventContentService = ReturnType<typeof createEventContentService>;

/** 'Cores e Textos': the host's titles, texts and colour of the site. */
export function createEventContentService({
  db,
  publicEvents,
}: EventContentServiceDeps) {
  return {
    async ownerEvent(eventId: number): Promise<GetOwnerEventResponse> {
      const event = await findOwnerEvent(db, eventId);
      if (!event) throw eventNotFound();
      return { success: true, event };
    },

    async updateContent(
      eventId: number,
      body: EventContentBody,
    ): Promise<UpdateEventContentResponse> {
      const event = await updateEventContent(db, eventId, body);
      if (!event) throw eventNotFound();
      await publicEvents.changed(eventId);
      return { success: true, message: hostTexts.success.infoUpdated, event };
    },
  };
}
