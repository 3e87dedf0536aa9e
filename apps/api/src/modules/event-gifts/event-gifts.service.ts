import {
  type AddEventGiftsResponse,
  type CreateGiftSuggestionResponse,
  type GetEventGiftsResponse,
  type GetGiftCatalogueResponse,
  type GiftSuggestion,
  type GiftSuggestionBody,
  messages,
  type RemoveEventGiftResponse,
} from '@celebra/contracts';
import type { Db, DbOrTx } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import type { OwnedEvent } from '../../plugins/event-owner';
import {
  deleteEventGift,
  findActiveGiftIdsIn,
  findCategory,
  insertEventGifts,
  insertGiftSuggestion,
  listCatalogueGifts,
  listEventGifts,
  listGiftSuggestions,
  listPickableCategories,
} from './event-gifts.repository';

export type EventGiftsService = ReturnType<typeof createEventGiftsService>;

const giftNotFound = () =>
  new AppError('NOT_FOUND', messages.server.giftNotFound);
const categoryNotFound = () =>
  new AppError('NOT_FOUND', messages.server.eventCategoryNotFound);

async function suggestionsOf(
  db: DbOrTx,
  eventId: number,
): Promise<GiftSuggestion[]> {
  const rows = await listGiftSuggestions(db, eventId);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** 'Lista de Presentes': the event's gift list, the catalogue to add from, and gift suggestions. */
export function createEventGiftsService(deps: { db: Db }) {
  const { db } = deps;

  /** The categories of the event's type the host may pick gifts from. */
  async function pickableCategories(event: OwnedEvent) {
    const own = await findCategory(db, event.eventCategoryId);
    if (!own) throw categoryNotFound();
    return listPickableCategories(db, own.eventTypeId, own.id);
  }

  return {
    async list(eventId: number): Promise<GetEventGiftsResponse> {
      const [gifts, giftSuggestions] = await Promise.all([
        listEventGifts(db, eventId),
        suggestionsOf(db, eventId),
      ]);
      return {
        success: true,
        message: messages.server.giftListLoaded,
        gifts,
        giftSuggestions,
      };
    },

    async suggest(
      eventId: number,
      body: GiftSuggestionBody,
    ): Promise<CreateGiftSuggestionResponse> {
      await insertGiftSuggestion(db, {
        eventId,
        title: body.title,
        description: body.description ?? '',
      });
      return {
        success: true,
        message: messages.success.suggestionCreated,
        giftSuggestions: await suggestionsOf(db, eventId),
      };
    },

    async remove(
      eventId: number,
      giftId: number,
    ): Promise<RemoveEventGiftResponse> {
      if (!(await deleteEventGift(db, eventId, giftId))) throw giftNotFound();
      return {
        success: true,
        message: messages.success.giftRemoved,
        gifts: await listEventGifts(db, eventId),
      };
    },

    async catalogue(
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

    async add(
      event: OwnedEvent,
      giftIds: number[],
    ): Promise<AddEventGiftsResponse> {
      const wanted = [...new Set(giftIds)];
      const categoryIds = (await pickableCategories(event)).map(
        (category) => category.id,
      );
      const found = await findActiveGiftIdsIn(db, wanted, categoryIds);
      if (found.length !== wanted.length) throw giftNotFound();
      await insertEventGifts(db, event.id, wanted);
      return {
        success: true,
        message: messages.server.giftsAdded,
        gifts: await listEventGifts(db, event.id),
      };
    },
  };
}
