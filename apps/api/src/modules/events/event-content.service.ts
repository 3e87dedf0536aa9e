import {
  type EventAppearanceBody,
  type EventContentBody,
  type GetOwnerEventResponse,
  hostTexts,
  type UpdateEventContentResponse,
} from '@celebra/contracts';
import { recordActivity } from '../../lib/activity';
import { eventNotFound } from './event-errors';
import { findOwnerEvent, updateEventContent } from './events.repository';
import type { EventWriterDeps } from './event-writer-deps';

export type EventContentService = ReturnType<typeof createEventContentService>;

/** 'Cores e Textos' and 'Aparência': the host's titles, texts, colour and theme of the site. */
export function createEventContentService({
  db,
  publicEvents,
}: EventWriterDeps) {
  /** Saves what the public site shows and publishes it. */
  async function saveLook(
    eventId: number,
    actorId: number,
    look: EventContentBody | EventAppearanceBody,
  ) {
    const event = await db.transaction(async (tx) => {
      const row = await updateEventContent(tx, eventId, look);
      if (!row) throw eventNotFound();
      await recordActivity(tx, { eventId, actorId, action: 'site_changed' });
      return row;
    });
    await publicEvents.changed(eventId);
    return event;
  }

  return {
    async ownerEvent(eventId: number): Promise<GetOwnerEventResponse> {
      const event = await findOwnerEvent(db, eventId);
      if (!event) throw eventNotFound();
      return { success: true, event };
    },

    async updateContent(
      eventId: number,
      actorId: number,
      body: EventContentBody,
    ): Promise<UpdateEventContentResponse> {
      const event = await saveLook(eventId, actorId, body);
      return { success: true, message: hostTexts.success.infoUpdated, event };
    },

    async updateAppearance(
      eventId: number,
      actorId: number,
      body: EventAppearanceBody,
    ): Promise<UpdateEventContentResponse> {
      const event = await saveLook(eventId, actorId, body);
      return {
        success: true,
        message: hostTexts.success.appearanceSaved,
        event,
      };
    },
  };
}
