import {
  type GetPublicEventResponse,
  messages,
  type PublicEventSettings,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import {
  findActiveEventBySlug,
  findDetails,
  findSettings,
  listActiveEventGifts,
  listGallery,
} from './guest-event.repository';

export type GuestEventService = ReturnType<typeof createGuestEventService>;

const DEFAULT_SETTINGS: PublicEventSettings = {
  showGiftList: true,
  showGuestMessages: true,
  showEventInfo: true,
  allowGuestConfirmation: true,
};

export function createGuestEventService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /**
     * The public site of an active event. The toggles are applied here: no gifts when the list
     * is hidden, no details when the information is hidden or was never filled (no date).
     */
    async bySlug(slug: string): Promise<GetPublicEventResponse> {
      const event = await findActiveEventBySlug(db, slug.trim().toLowerCase());
      if (!event)
        throw new AppError('NOT_FOUND', messages.server.eventNotFound);
      const settings = (await findSettings(db, event.id)) ?? DEFAULT_SETTINGS;
      const [gifts, gallery, details] = await Promise.all([
        settings.showGiftList ? listActiveEventGifts(db, event.id) : [],
        listGallery(db, event.id),
        settings.showEventInfo ? findDetails(db, event.id) : undefined,
      ]);
      return {
        success: true,
        event: {
          ...event,
          gifts,
          gallery,
          details: details?.eventDate ? details : null,
          settings,
        },
      };
    },
  };
}
