import {
  type AddEventGiftsResponse,
  type AdminCatalogueDeleteResponse,
  type AdminCatalogueWriteResponse,
  type AdminEventCategoriesResponse,
  type AdminEventCategoryCreateBody,
  type AdminEventCategoryUpdateBody,
  type AdminEventTypeForm,
  type AdminEventTypesResponse,
  type AdminEventTypesWithCategoriesResponse,
  type AdminGift,
  type AdminGiftForm,
  type AdminGiftResponse,
  type AdminGiftsByCategoryResponse,
  type CreateGiftSuggestionResponse,
  type FetchGiftsSlugQuery,
  type FetchGiftsSlugResponse,
  type FreeAmountLimits,
  type GetEventGiftsResponse,
  type GetGiftCatalogueResponse,
  type GiftSuggestion,
  type GiftSuggestionBody,
  type ListEventCategoriesResponse,
  type ListEventTypesResponse,
  messages,
  type RemoveEventGiftResponse,
  slugSchema,
} from '@celebra/contracts';
import {
  type Db,
  type DbOrTx,
  type Gift,
  isForeignKeyViolation,
} from '@celebra/db';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import { AppError } from '../../errors/app-error';
import { findActiveGiftIds } from '../../lib/active-gifts';
import type { MediaPipeline } from '../../media';
import type { OwnedEvent } from '../../plugins/event-owner';
import type { MediaStorage } from '../../storage/media-storage';
import { isSlugAvailable } from '../events/event-slug';
import { listEventGiftsWithShares as listEventGifts } from '../events/event-gifts.repository';
import type { CatalogueForm } from './catalogue-form';
import {
  CATALOGUE_IMAGE_FOLDERS,
  createCatalogueImages,
} from './catalogue-images';
import {
  areCategoriesInUse,
  categoryIdsOfType,
  deleteEventCategory,
  deleteEventGift,
  deleteEventType,
  deleteGift,
  findEventCategory,
  findEventType,
  findGift,
  giftImageUrlsOfCategories,
  insertEventCategory,
  insertEventGifts,
  insertEventType,
  insertGift,
  insertGiftSuggestion,
  isGiftOrdered,
  listActiveCategories,
  listActiveEventTypes,
  listActiveGiftsOfCategory,
  listCatalogueGifts,
  listEventCategories,
  listEventTypes,
  listEventTypesWithCategories,
  listGiftSuggestions,
  listGiftsByEventType,
  listPickableCategories,
  updateEventCategory,
  updateEventType,
  updateGift,
} from './catalogue.repository';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

type GiftRow = Pick<
  Gift,
  | 'id'
  | 'name'
  | 'description'
  | 'price'
  | 'eventCategoryId'
  | 'active'
  | 'imageUrl'
  | 'createdAt'
  | 'updatedAt'
>;

const toAdminGift = (gift: GiftRow): AdminGift => ({
  ...gift,
  createdAt: gift.createdAt.toISOString(),
  updatedAt: gift.updatedAt.toISOString(),
});

const giftNotFound = () =>
  new AppError('NOT_FOUND', messages.server.giftNotFound);
const categoryNotFound = () =>
  new AppError('NOT_FOUND', messages.server.eventCategoryNotFound);
const eventTypeNotFound = () =>
  new AppError('NOT_FOUND', messages.server.eventTypeNotFound);
const unknownCategory = () =>
  new AppError('VALIDATION', messages.server.eventCategoryNotFound, {
    eventCategoryId: [messages.server.eventCategoryNotFound],
  });
const unknownEventType = () =>
  new AppError('VALIDATION', messages.server.eventTypeNotFound, {
    eventTypeId: [messages.server.eventTypeNotFound],
  });
const categoryInUse = () =>
  new AppError('CONFLICT', messages.server.categoryInUse);
const eventTypeInUse = () =>
  new AppError('CONFLICT', messages.server.eventTypeInUse);

const saved = { success: true, message: messages.success.saved } as const;

/** A write refused by a foreign key (the record it points at is gone) becomes `failure`. */
async function referencing<T>(
  failure: () => AppError,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw failure();
    throw error;
  }
}

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

/**
 * The gift catalogue: what the registration wizard offers, the host's gift list and gift
 * suggestions, and the back office's gifts, event categories and event types (with images).
 */
export function createCatalogueService(deps: {
  db: Db;
  storage: MediaStorage;
  media: MediaPipeline;
  /** Told after every committed change of an event's gift list or of a catalogue gift. */
  publicEvents: Pick<PublicEventChannel, 'changed' | 'changedAll'>;
}) {
  const { db } = deps;
  const images = createCatalogueImages(deps);

  const slugAvailable = async (raw: string | undefined): Promise<boolean> => {
    const parsed = slugSchema.safeParse(raw ?? '');
    return parsed.success && isSlugAvailable(db, parsed.data);
  };

  /** The categories of the event's type the host may pick gifts from. */
  async function pickableCategories(event: OwnedEvent) {
    const own = await findEventCategory(db, event.eventCategoryId);
    if (!own) throw categoryNotFound();
    return listPickableCategories(db, own.eventTypeId, own.id);
  }

  const requireCategory = async (id: number) => {
    if (!(await findEventCategory(db, id))) throw unknownCategory();
  };

  /**
   * Deletes what `target` names in one transaction, unless an event uses one of its categories
   * or one of their gifts is on an event's list or in an order: then `inUse`, nothing removed.
   * The images of the removed rows and of the categories' gifts are discarded afterwards.
   */
  async function removeUnlessInUse(
    inUse: () => AppError,
    target: {
      find(
        tx: DbOrTx,
      ): Promise<{ categoryIds: number[]; imageUrls: (string | null)[] }>;
      remove(tx: DbOrTx): Promise<void>;
    },
  ): Promise<AdminCatalogueWriteResponse> {
    const imageUrls = await db
      .transaction(async (tx) => {
        const found = await target.find(tx);
        if (await areCategoriesInUse(tx, found.categoryIds)) throw inUse();
        const giftImageUrls = await giftImageUrlsOfCategories(
          tx,
          found.categoryIds,
        );
        await target.remove(tx);
        return [...found.imageUrls, ...giftImageUrls];
      })
      .catch((error: unknown) => {
        // An event created with one of the categories in the meantime.
        throw isForeignKeyViolation(error) ? inUse() : error;
      });
    await images.discardUnused(imageUrls);
    return { success: true, message: messages.success.removed };
  }

  return {
    async eventTypes(): Promise<ListEventTypesResponse> {
      return { success: true, eventTypes: await listActiveEventTypes(db) };
    },

    async categories(
      eventTypeId: number,
    ): Promise<ListEventCategoriesResponse> {
      return {
        success: true,
        categories: await listActiveCategories(db, eventTypeId),
      };
    },

    /** The wizard's step-1 check: the category's gifts and whether the slug can be used. */
    async giftsAndSlug(
      query: FetchGiftsSlugQuery,
    ): Promise<FetchGiftsSlugResponse> {
      const [gifts, available] = await Promise.all([
        listActiveGiftsOfCategory(db, query.event_category_id),
        slugAvailable(query.slug),
      ]);
      return {
        success: true,
        gifts,
        slug_available: available,
        message: available
          ? messages.success.slugAvailable
          : messages.validation.slugInUse,
      };
    },

    /** The list, the suggestions and the bounds a free-value gift's suggested amounts must keep. */
    async eventGifts(
      eventId: number,
      freeAmountLimits: FreeAmountLimits,
    ): Promise<GetEventGiftsResponse> {
      const [gifts, giftSuggestions] = await Promise.all([
        listEventGifts(db, eventId),
        suggestionsOf(db, eventId),
      ]);
      return {
        success: true,
        message: messages.server.giftListLoaded,
        gifts,
        giftSuggestions,
        freeAmountLimits,
      };
    },

    async suggestGift(
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

    async removeEventGift(
      eventId: number,
      giftId: number,
    ): Promise<RemoveEventGiftResponse> {
      if (!(await deleteEventGift(db, eventId, giftId))) throw giftNotFound();
      await deps.publicEvents.changed(eventId);
      return {
        success: true,
        message: messages.success.giftRemoved,
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
        message: messages.server.giftsAdded,
        gifts: await listEventGifts(db, event.id),
      };
    },

    async giftsByCategory(): Promise<AdminGiftsByCategoryResponse> {
      const types = await listGiftsByEventType(db);
      return {
        success: true,
        message: messages.server.listLoaded,
        giftsByCategory: types.map((type) => ({
          ...type,
          eventCategories: type.eventCategories.map((category) => ({
            ...category,
            gifts: category.gifts.map(toAdminGift),
          })),
        })),
      };
    },

    async gift(id: number): Promise<AdminGiftResponse> {
      const gift = await findGift(db, id);
      if (!gift) throw giftNotFound();
      return { success: true, gift: toAdminGift(gift) };
    },

    /** `form.image` is required (the route checks it). */
    async createGift(
      form: CatalogueForm<AdminGiftForm>,
    ): Promise<AdminCatalogueWriteResponse> {
      const { active, ...fields } = form.fields;
      await requireCategory(fields.eventCategoryId);
      await images.writeWithImage(
        form.image,
        CATALOGUE_IMAGE_FOLDERS.gifts,
        (imageUrl) =>
          referencing(unknownCategory, () =>
            insertGift(db, { ...fields, active: active ?? true, imageUrl }),
          ),
      );
      return saved;
    },

    /**
     * A new image replaces the old one; the old file is removed after the update unless an
     * order item still shows it (orders keep a copy of the image URL).
     */
    async updateGift(
      id: number,
      form: CatalogueForm<AdminGiftForm>,
    ): Promise<AdminCatalogueWriteResponse> {
      const current = await findGift(db, id);
      if (!current) throw giftNotFound();
      await requireCategory(form.fields.eventCategoryId);
      await images.writeWithImage(
        form.image,
        CATALOGUE_IMAGE_FOLDERS.gifts,
        async (imageUrl) => {
          const updated = await referencing(unknownCategory, () =>
            updateGift(db, id, { ...form.fields, imageUrl }),
          );
          if (!updated) throw giftNotFound();
        },
      );
      // A catalogue gift may be on any number of event lists.
      await deps.publicEvents.changedAll();
      if (form.image) await images.discardUnused([current.imageUrl]);
      return saved;
    },

    /**
     * A gift bought in an order is deactivated (kept for the orders' history, hidden from
     * every list); any other gift is deleted, leaving the event lists that held it, and its
     * image removed.
     */
    async removeGift(id: number): Promise<AdminCatalogueDeleteResponse> {
      const current = await findGift(db, id);
      if (!current) throw giftNotFound();
      if (await isGiftOrdered(db, id)) {
        await updateGift(db, id, { active: false });
        await deps.publicEvents.changedAll();
        return {
          success: true,
          message: messages.server.giftDeactivated,
          deactivated: true,
        };
      }
      await deleteGift(db, id);
      await deps.publicEvents.changedAll();
      await images.discardUnused([current.imageUrl]);
      return {
        success: true,
        message: messages.success.removed,
        deactivated: false,
      };
    },

    async adminCategories(): Promise<AdminEventCategoriesResponse> {
      return {
        success: true,
        eventCategories: await listEventCategories(db),
      };
    },

    async createCategory(
      body: AdminEventCategoryCreateBody,
    ): Promise<AdminCatalogueWriteResponse> {
      await referencing(unknownEventType, () => insertEventCategory(db, body));
      return saved;
    },

    async updateCategory(
      id: number,
      body: AdminEventCategoryUpdateBody,
    ): Promise<AdminCatalogueWriteResponse> {
      const updated = await referencing(unknownEventType, () =>
        updateEventCategory(db, id, body),
      );
      if (!updated) throw categoryNotFound();
      return saved;
    },

    /** Deletes the category with its catalogue gifts, unless it is in use (409). */
    removeCategory(id: number): Promise<AdminCatalogueWriteResponse> {
      return removeUnlessInUse(categoryInUse, {
        async find(tx) {
          if (!(await findEventCategory(tx, id))) throw categoryNotFound();
          return { categoryIds: [id], imageUrls: [] };
        },
        remove: (tx) => deleteEventCategory(tx, id),
      });
    },

    async adminEventTypes(): Promise<AdminEventTypesResponse> {
      return { success: true, eventTypes: await listEventTypes(db) };
    },

    async adminEventTypesWithCategories(): Promise<AdminEventTypesWithCategoriesResponse> {
      return {
        success: true,
        eventTypes: await listEventTypesWithCategories(db),
      };
    },

    /** `form.image` is required (the route checks it). */
    async createEventType(
      form: CatalogueForm<AdminEventTypeForm>,
    ): Promise<AdminCatalogueWriteResponse> {
      const { active, ...fields } = form.fields;
      await images.writeWithImage(
        form.image,
        CATALOGUE_IMAGE_FOLDERS.eventTypes,
        (imageUrl) =>
          insertEventType(db, { ...fields, active: active ?? true, imageUrl }),
      );
      return saved;
    },

    /** A new image replaces the old one, whose file is removed after the update. */
    async updateEventType(
      id: number,
      form: CatalogueForm<AdminEventTypeForm>,
    ): Promise<AdminCatalogueWriteResponse> {
      const current = await findEventType(db, id);
      if (!current) throw eventTypeNotFound();
      await images.writeWithImage(
        form.image,
        CATALOGUE_IMAGE_FOLDERS.eventTypes,
        async (imageUrl) => {
          if (!(await updateEventType(db, id, { ...form.fields, imageUrl })))
            throw eventTypeNotFound();
        },
      );
      if (form.image) await images.discardUnused([current.imageUrl]);
      return saved;
    },

    /** Deletes the type with its categories, their gifts and every image, unless in use (409). */
    removeEventType(id: number): Promise<AdminCatalogueWriteResponse> {
      return removeUnlessInUse(eventTypeInUse, {
        async find(tx) {
          const current = await findEventType(tx, id);
          if (!current) throw eventTypeNotFound();
          return {
            categoryIds: await categoryIdsOfType(tx, id),
            imageUrls: [current.imageUrl],
          };
        },
        remove: (tx) => deleteEventType(tx, id),
      });
    },
  };
}
