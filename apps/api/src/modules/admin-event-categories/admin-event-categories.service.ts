import {
  type AdminCatalogueWriteResponse,
  type AdminEventCategoriesResponse,
  type AdminEventCategoryCreateBody,
  type AdminEventCategoryUpdateBody,
  messages,
} from '@celebra/contracts';
import { type Db, isForeignKeyViolation } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import type { CatalogueImages } from '../admin-catalogue/catalogue-images';
import {
  areCategoriesInUse,
  giftImageUrlsOfCategories,
} from '../admin-catalogue/catalogue-usage.repository';
import {
  deleteEventCategory,
  findEventCategory,
  insertEventCategory,
  listEventCategories,
  updateEventCategory,
} from './admin-event-categories.repository';

export type AdminEventCategoriesService = ReturnType<
  typeof createAdminEventCategoriesService
>;

const notFound = () =>
  new AppError('NOT_FOUND', messages.server.eventCategoryNotFound);

const unknownEventType = () =>
  new AppError('VALIDATION', messages.server.eventTypeNotFound, {
    eventTypeId: [messages.server.eventTypeNotFound],
  });

const inUse = () => new AppError('CONFLICT', messages.server.categoryInUse);

/** A missing event type (a foreign key refused the write) becomes a field error. */
async function withExistingEventType<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unknownEventType();
    throw error;
  }
}

/** Event categories of the back office (admin §2 Event types, §5 Category form). */
export function createAdminEventCategoriesService(deps: {
  db: Db;
  images: CatalogueImages;
}) {
  const { db, images } = deps;
  return {
    async list(): Promise<AdminEventCategoriesResponse> {
      return {
        success: true,
        eventCategories: await listEventCategories(db),
      };
    },

    async create(
      body: AdminEventCategoryCreateBody,
    ): Promise<AdminCatalogueWriteResponse> {
      await withExistingEventType(() => insertEventCategory(db, body));
      return { success: true, message: messages.success.saved };
    },

    async update(
      id: number,
      body: AdminEventCategoryUpdateBody,
    ): Promise<AdminCatalogueWriteResponse> {
      const updated = await withExistingEventType(() =>
        updateEventCategory(db, id, body),
      );
      if (!updated) throw notFound();
      return { success: true, message: messages.success.saved };
    },

    /**
     * Deletes the category with its catalogue gifts, unless an event uses the category or one
     * of its gifts is on an event's list or in an order: then 409, nothing removed.
     */
    async remove(id: number): Promise<AdminCatalogueWriteResponse> {
      const imageUrls = await db
        .transaction(async (tx) => {
          if (!(await findEventCategory(tx, id))) throw notFound();
          if (await areCategoriesInUse(tx, [id])) throw inUse();
          const urls = await giftImageUrlsOfCategories(tx, [id]);
          await deleteEventCategory(tx, id);
          return urls;
        })
        .catch((error: unknown) => {
          // An event created with this category in the meantime.
          throw isForeignKeyViolation(error) ? inUse() : error;
        });
      await images.discardUnused(imageUrls);
      return { success: true, message: messages.success.removed };
    },
  };
}
