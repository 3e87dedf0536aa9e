import {
  type AddEventGiftsResponse,
  type FreeAmountLimits,
  type GetEventGiftsResponse,
  type GetGiftCatalogueResponse,
  hostTexts,
  type RemoveEventGiftResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { recordActivity } from '../../lib/activity';
import { findActiveGiftIds } from '../../lib/active-gifts';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import type { AccessedEvent } from '../../plugins/event-access';
import { listEventGiftsWithShares as listEventGifts } from '../events/event-gifts.repository';
import { categoryNotFound, giftNotFound } from './catalogue-errors';
import { findEventCategory } from './event-types.repository';
import {
  deleteEventGift,
  insertEventGifts,
  listCatalogueGifts,
  listPickableCategories,
} from './gift-list.repository';
import type { GiftSuggestionsService } from './gift-suggestions.service';

export type GiftListService = ReturnType<typeof createGiftListService>;

/**
 * An event's gift list: what it holds (with the event's gift suggestions), the catalogue gifts
 * the host may add to it, adding and removing them.
 */
export function createGiftListService(deps: {
  db: Db;
  suggestions: GiftSuggestionsService;
  /** Told after every committed change of an event's gift list. */
  publicEvents: Pick<PublicEventChannel, 'changed'>;
}) {
  const { db, suggestions } = deps;

  /** The categories of the event's type the host may pick gifts from. */
  async function pickableCategories(event: AccessedEvent) {
    const own = await findEventCategory(db, event.eventCategoryId);
    if (!own) throw categoryNotFound();
    return listPickableCategories(db, own.eventTypeId, own.id);
  }

  return {
    /** The list, the suggestions and the bounds a free-value gift's suggested amounts must keep. */
    async eventGifts(
      eventId: number,
      freeAmountLimits: FreeAmountLimits,
    ): Promise<GetEventGiftsResponse> {
      const [gifts, giftSuggestions] = await Promise.all([
        listEventGifts(db, eventId),
        suggestions.list(eventId),
      ]);
      return {
        success: true,
        message: apiTexts.server.giftListLoaded,
        gifts,
        giftSuggestions,
        freeAmountLimits,
      };
    },

    async removeEventGift(
      eventId: number,
      actorId: number,
      giftId: number,
    ): Promise<RemoveEventGiftResponse> {
      await db.transaction(async (tx) => {
        if (!(await deleteEventGift(tx, eventId, giftId))) throw giftNotFound();
        await recordActivity(tx, { eventId, actorId, action: 'gift_removed' });
      });
      await deps.publicEvents.changed(eventId);
      return {
        success: true,
        message: hostTexts.success.giftRemoved,
        gifts: await listEventGifts(db, eventId),
      };
    },

    async giftCatalogue(
      event: AccessedEvent,
      categoryId: number = event.eventCategoryId,
    ): Promise<GetGiftCatalogueResponse> {
      const categories = await pickableCategories(event);
      if (!categories.some((category) => category.id === categoryId))
        throw categoryNotFound();
      return {
        success: true,
        categoryId,
        categories,
        gifts: await listCatalogueGifts(db, event.id, categoryId),
      };
    },

    async addEventGifts(
      event: AccessedEvent,
      actorId: number,
      giftIds: number[],
    ): Promise<AddEventGiftsResponse> {
      const wanted = [...new Set(giftIds)];
      const categoryIds = (await pickableCategories(event)).map(
        (category) => category.id,
      );
      const found = await findActiveGiftIds(db, wanted, categoryIds);
      if (found.length !== wanted.length) throw giftNotFound();
      await db.transaction(async (tx) => {
        const added = await insertEventGifts(tx, event.id, wanted);
        if (added > 0)
          await recordActivity(tx, {
            eventId: event.id,
            actorId,
            action: 'gift_added',
            quantity: added,
          });
      });
      await deps.publicEvents.changed(event.id);
      return {
        success: true,
        message: apiTexts.server.giftsAdded,
        gifts: await listEventGifts(db, event.id),
      };
    },
  };
}
