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
import { findActiveGiftIds } from '../../lib/active-gifts';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import type { OwnedEvent } from '../../plugins/event-owner';
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
  async function pickableCategories(event: OwnedEvent) {
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
      giftId: number,
    ): Promise<RemoveEventGiftResponse> {
      if (!(await deleteEventGift(db, eventId, giftId))) throw giftNotFound();
      await deps.publicEvents.changed(eventId);
      return {
        success: true,
        message: hostTexts.success.giftRemoved,
        gifts: await listEventGifts(db, eventId),
      };
    },

    async giftCatalogue(
      event: OwnedEvent,
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
      event: OwnedEvent,
      giftIds: number[],
    ): Promise<AddEventGiftsResponse> {
      const wanted = [...new Set(giftIds)];
      const categoryIds = (await pickableCategories(event)).map(
        (category) => category.id,
      );
      const found = await findActiveGiftIds(db, wanted, categoryIds);
      if (found.length !== wanted.length) throw giftNotFound();
      await insertEventGifts(db, event.id, wanted);
      await deps.publicEvents.changed(event.id);
      return {
        success: true,
        message: apiTexts.server.giftsAdded,
        gifts: await listEventGifts(db, event.id),
      };
    },
  };
}
