import {
  type AdminCatalogueDeleteResponse,
  type AdminCatalogueWriteResponse,
  type AdminGift,
  type AdminGiftForm,
  type AdminGiftResponse,
  type AdminGiftsByCategoryResponse,
  messages,
} from '@celebra/contracts';
import { type Db, type Gift, isForeignKeyViolation } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import type { CatalogueForm } from '../admin-catalogue/catalogue-form';
import {
  CATALOGUE_IMAGE_FOLDERS,
  type CatalogueImages,
} from '../admin-catalogue/catalogue-images';
import { isGiftOrdered } from '../admin-catalogue/catalogue-usage.repository';
import {
  deleteGift,
  eventCategoryExists,
  findGift,
  insertGift,
  listGiftsByEventType,
  updateGift,
} from './admin-gifts.repository';

export type AdminGiftsService = ReturnType<typeof createAdminGiftsService>;

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

const toDto = (gift: GiftRow): AdminGift => ({
  ...gift,
  createdAt: gift.createdAt.toISOString(),
  updatedAt: gift.updatedAt.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', messages.server.giftNotFound);

const unknownCategory = () =>
  new AppError('VALIDATION', messages.server.eventCategoryNotFound, {
    eventCategoryId: [messages.server.eventCategoryNotFound],
  });

const folder = CATALOGUE_IMAGE_FOLDERS.gifts;

/** A category removed in the meantime (a foreign key refused the write) becomes a field error. */
async function withExistingCategory<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unknownCategory();
    throw error;
  }
}

/** The catalogue gifts of the back office (admin §2 Gifts, §5 Gift form; DESIGN §4). */
export function createAdminGiftsService(deps: {
  db: Db;
  images: CatalogueImages;
}) {
  const { db, images } = deps;

  const requireCategory = async (id: number) => {
    if (!(await eventCategoryExists(db, id))) throw unknownCategory();
  };

  return {
    async listByCategory(): Promise<AdminGiftsByCategoryResponse> {
      const types = await listGiftsByEventType(db);
      return {
        success: true,
        message: messages.server.listLoaded,
        giftsByCategory: types.map((type) => ({
          ...type,
          eventCategories: type.eventCategories.map((category) => ({
            ...category,
            gifts: category.gifts.map(toDto),
          })),
        })),
      };
    },

    async get(id: number): Promise<AdminGiftResponse> {
      const gift = await findGift(db, id);
      if (!gift) throw notFound();
      return { success: true, gift: toDto(gift) };
    },

    /** `form.image` is required (the route checks it). */
    async create(
      form: CatalogueForm<AdminGiftForm>,
    ): Promise<AdminCatalogueWriteResponse> {
      const { active, ...fields } = form.fields;
      await requireCategory(fields.eventCategoryId);
      await images.writeWithImage(form.image, folder, (imageUrl) =>
        withExistingCategory(() =>
          insertGift(db, { ...fields, active: active ?? true, imageUrl }),
        ),
      );
      return { success: true, message: messages.success.saved };
    },

    /**
     * A new image replaces the old one; the old file is removed after the update unless an
     * order item still shows it (orders snapshot the image URL).
     */
    async update(
      id: number,
      form: CatalogueForm<AdminGiftForm>,
    ): Promise<AdminCatalogueWriteResponse> {
      const current = await findGift(db, id);
      if (!current) throw notFound();
      await requireCategory(form.fields.eventCategoryId);
      await images.writeWithImage(form.image, folder, async (imageUrl) => {
        const updated = await withExistingCategory(() =>
          updateGift(db, id, { ...form.fields, imageUrl }),
        );
        if (!updated) throw notFound();
      });
      if (form.image) await images.discardUnused([current.imageUrl]);
      return { success: true, message: messages.success.saved };
    },

    /**
     * A gift bought in an order is deactivated (kept for the orders' history, hidden from
     * every list); any other gift is deleted, leaving the event lists that held it, and its
     * image removed.
     */
    async remove(id: number): Promise<AdminCatalogueDeleteResponse> {
      const current = await findGift(db, id);
      if (!current) throw notFound();
      if (await isGiftOrdered(db, id)) {
        await updateGift(db, id, { active: false });
        return {
          success: true,
          message: messages.server.giftDeactivated,
          deactivated: true,
        };
      }
      await deleteGift(db, id);
      await images.discardUnused([current.imageUrl]);
      return {
        success: true,
        message: messages.success.removed,
        deactivated: false,
      };
    },
  };
}
