import {
  type AdminCatalogueDeleteResponse,
  type AdminCatalogueWriteResponse,
  type AdminGift,
  type AdminGiftForm,
  type AdminGiftResponse,
  type AdminGiftsByCategoryResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db, Gift } from '@celebra/db';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import { giftNotFound, referencing, unknownCategory } from './catalogue-errors';
import type { CatalogueForm } from './catalogue-form';
import {
  CATALOGUE_IMAGE_FOLDERS,
  type CatalogueImages,
} from './catalogue-images';
import {
  deleteGift,
  findGift,
  insertGift,
  isGiftOrdered,
  listGiftsByEventType,
  updateGift,
} from './catalogue-gifts.repository';
import { findEventCategory } from './event-types.repository';

export type CatalogueGiftsService = ReturnType<
  typeof createCatalogueGiftsService
>;

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

const saved = { success: true, message: apiTexts.success.saved } as const;

/** The catalogue's gifts in the back office, with their images. */
export function createCatalogueGiftsService(deps: {
  db: Db;
  images: CatalogueImages;
  /** Told after every committed change of a catalogue gift (it may be on any list). */
  publicEvents: Pick<PublicEventChannel, 'changedAll'>;
}) {
  const { db, images } = deps;

  const requireCategory = async (id: number) => {
    if (!(await findEventCategory(db, id))) throw unknownCategory();
  };

  return {
    async giftsByCategory(): Promise<AdminGiftsByCategoryResponse> {
      const types = await listGiftsByEventType(db);
      return {
        success: true,
        message: apiTexts.server.listLoaded,
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
          message: apiTexts.server.giftDeactivated,
          deactivated: true,
        };
      }
      await deleteGift(db, id);
      await deps.publicEvents.changedAll();
      await images.discardUnused([current.imageUrl]);
      return {
        success: true,
        message: apiTexts.success.removed,
        deactivated: false,
      };
    },
  };
}
