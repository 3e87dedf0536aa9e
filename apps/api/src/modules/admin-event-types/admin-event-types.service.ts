import {
  type AdminCatalogueWriteResponse,
  type AdminEventTypeForm,
  type AdminEventTypesResponse,
  type AdminEventTypesWithCategoriesResponse,
  messages,
} from '@celebra/contracts';
import { type Db, isForeignKeyViolation } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import type { CatalogueForm } from '../admin-catalogue/catalogue-form';
import {
  CATALOGUE_IMAGE_FOLDERS,
  type CatalogueImages,
} from '../admin-catalogue/catalogue-images';
import {
  areCategoriesInUse,
  categoryIdsOfType,
  giftImageUrlsOfCategories,
} from '../admin-catalogue/catalogue-usage.repository';
import {
  deleteEventType,
  findEventType,
  insertEventType,
  listEventTypes,
  listEventTypesWithCategories,
  updateEventType,
} from './admin-event-types.repository';

export type AdminEventTypesService = ReturnType<
  typeof createAdminEventTypesService
>;

const notFound = () =>
  new AppError('NOT_FOUND', messages.server.eventTypeNotFound);

const inUse = () => new AppError('CONFLICT', messages.server.eventTypeInUse);

const folder = CATALOGUE_IMAGE_FOLDERS.eventTypes;

/** Event types of the back office (admin §2 Event types, §5 Event type form). */
export function createAdminEventTypesService(deps: {
  db: Db;
  images: CatalogueImages;
}) {
  const { db, images } = deps;
  return {
    async list(): Promise<AdminEventTypesResponse> {
      return { success: true, eventTypes: await listEventTypes(db) };
    },

    async listWithCategories(): Promise<AdminEventTypesWithCategoriesResponse> {
      return {
        success: true,
        eventTypes: await listEventTypesWithCategories(db),
      };
    },

    /** `form.image` is required (the route checks it). */
    async create(
      form: CatalogueForm<AdminEventTypeForm>,
    ): Promise<AdminCatalogueWriteResponse> {
      const { active, ...fields } = form.fields;
      await images.writeWithImage(form.image, folder, (imageUrl) =>
        insertEventType(db, { ...fields, active: active ?? true, imageUrl }),
      );
      return { success: true, message: messages.success.saved };
    },

    /** A new image replaces the old one, whose file is removed after the update. */
    async update(
      id: number,
      form: CatalogueForm<AdminEventTypeForm>,
    ): Promise<AdminCatalogueWriteResponse> {
      const current = await findEventType(db, id);
      if (!current) throw notFound();
      await images.writeWithImage(form.image, folder, async (imageUrl) => {
        if (!(await updateEventType(db, id, { ...form.fields, imageUrl })))
          throw notFound();
      });
      if (form.image) await images.discardUnused([current.imageUrl]);
      return { success: true, message: messages.success.saved };
    },

    /**
     * Deletes the type with its categories and their gifts, unless an event uses one of its
     * categories or one of their gifts is on an event's list or in an order: then 409.
     */
    async remove(id: number): Promise<AdminCatalogueWriteResponse> {
      const imageUrls = await db
        .transaction(async (tx) => {
          const current = await findEventType(tx, id);
          if (!current) throw notFound();
          const categoryIds = await categoryIdsOfType(tx, id);
          if (await areCategoriesInUse(tx, categoryIds)) throw inUse();
          const urls = await giftImageUrlsOfCategories(tx, categoryIds);
          await deleteEventType(tx, id);
          return [current.imageUrl, ...urls];
        })
        .catch((error: unknown) => {
          // An event created with one of its categories in the meantime.
          throw isForeignKeyViolation(error) ? inUse() : error;
        });
      await images.discardUnused(imageUrls);
      return { success: true, message: messages.success.removed };
    },
  };
}
