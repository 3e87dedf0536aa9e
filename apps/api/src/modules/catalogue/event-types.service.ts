import {
  type AdminCatalogueWriteResponse,
  type AdminEventCategoriesResponse,
  type AdminEventCategoryCreateBody,
  type AdminEventCategoryUpdateBody,
  type AdminEventTypeForm,
  type AdminEventTypesResponse,
  type AdminEventTypesWithCategoriesResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { type Db, type DbOrTx, isForeignKeyViolation } from '@celebra/db';
import type { AppError } from '../../errors/app-error';
import {
  categoryInUse,
  categoryNotFound,
  eventTypeInUse,
  eventTypeNotFound,
  referencing,
  unknownEventType,
} from './catalogue-errors';
import type { CatalogueForm } from './catalogue-form';
import {
  CATALOGUE_IMAGE_FOLDERS,
  type CatalogueImages,
} from './catalogue-images';
import {
  areCategoriesInUse,
  categoryIdsOfType,
  deleteEventCategory,
  deleteEventType,
  findEventCategory,
  findEventType,
  giftImageUrlsOfCategories,
  insertEventCategory,
  insertEventType,
  listEventCategories,
  listEventTypes,
  listEventTypesWithCategories,
  updateEventCategory,
  updateEventType,
} from './event-types.repository';

export type EventTypesService = ReturnType<typeof createEventTypesService>;

const saved = { success: true, message: apiTexts.success.saved } as const;

/** Event types (with their images) and their categories in the back office. */
export function createEventTypesService(deps: {
  db: Db;
  images: CatalogueImages;
}) {
  const { db, images } = deps;

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
    return { success: true, message: apiTexts.success.removed };
  }

  return {
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
