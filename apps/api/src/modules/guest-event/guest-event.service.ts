import { type GetPublicEventResponse, messages } from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import {
  findActivePublicEventBySlug,
  hasContractedService,
  listCustomPages,
} from '../public-site/public-site.repository';
import { createSiteGate } from '../public-site/site-gate';
import {
  findDetails,
  listActiveEventGifts,
  listGallery,
} from './guest-event.repository';

export type GuestEventService = ReturnType<typeof createGuestEventService>;

export function createGuestEventService(deps: {
  db: Db;
  siteTokenSecret: string;
  platformFeeBps: number;
  now?: () => Date;
}) {
  const { db } = deps;
  const gate = createSiteGate({
    db,
    secret: deps.siteTokenSecret,
    now: deps.now,
  });

  async function customPagesOf(eventId: number) {
    return (await hasContractedService(db, eventId, 'PAGE'))
      ? listCustomPages(db, eventId)
      : [];
  }

  return {
    /**
     * The public site of an active event, behind its password when one is in force. The toggles
     * are applied here: no gifts when the list is hidden, no details when the information is
     * hidden or was never filled (no date); custom pages only with a contracted PAGE service.
     */
    async bySlug(
      slug: string,
      accessToken: string | undefined,
    ): Promise<GetPublicEventResponse> {
      const row = await findActivePublicEventBySlug(
        db,
        slug.trim().toLowerCase(),
      );
      if (!row) throw new AppError('NOT_FOUND', messages.server.eventNotFound);
      await gate.assertAccess(row, accessToken);
      const { event, settings } = row;
      const [gifts, gallery, details, customPages] = await Promise.all([
        settings.showGiftList ? listActiveEventGifts(db, event.id) : [],
        listGallery(db, event.id),
        settings.showEventInfo ? findDetails(db, event.id) : undefined,
        customPagesOf(event.id),
      ]);
      return {
        success: true,
        event: {
          ...event,
          gifts,
          gallery,
          details: details?.eventDate ? details : null,
          settings,
          customPages,
          guestPaysFee: row.guestPaysFee,
          platformFeeBps: deps.platformFeeBps,
        },
      };
    },
  };
}
