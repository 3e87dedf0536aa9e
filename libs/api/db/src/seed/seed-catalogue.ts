import { oneRow } from '../one-row';
import { suggestSlug } from '@celebra/contracts';
import type { DbOrTx } from '../database';
import { eventCategories, eventTypes, gifts, type NewGift } from '../schema';
import { SEED_CATALOGUE } from './catalogue-data';
import { SEED_IMAGE_CONTENT_TYPE, seedPicture } from './images';
import type { SeedOptions } from './seed-options';

/** Adds the event types, categories and gifts (with pictures) when the catalogue is empty. */
export async function seedCatalogue(
  tx: DbOrTx,
  { storeFile, pictures }: Pick<SeedOptions, 'storeFile' | 'pictures'>,
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: eventTypes.id })
    .from(eventTypes)
    .limit(1);
  if (existing) return false;

  let pictureIndex = 0;
  for (const [typeIndex, type] of SEED_CATALOGUE.entries()) {
    const typeSlug = suggestSlug(type.name);
    const typeImageUrl = await storeFile(
      `catalogue/event-types/${typeSlug}.webp`,
      await seedPicture('event-type', typeIndex, pictures),
      SEED_IMAGE_CONTENT_TYPE,
    );
    const eventType = oneRow(
      await tx
        .insert(eventTypes)
        .values({
          name: type.name,
          description: type.description,
          imageUrl: typeImageUrl,
        })
        .returning({ id: eventTypes.id }),
    );

    for (const category of type.categories) {
      const categorySlug = suggestSlug(category.name);
      const eventCategory = oneRow(
        await tx
          .insert(eventCategories)
          .values({
            eventTypeId: eventType.id,
            name: category.name,
            description: category.description,
          })
          .returning({ id: eventCategories.id }),
      );

      const rows: NewGift[] = await Promise.all(
        category.gifts.map(async (gift, giftIndex) => {
          const picture = await seedPicture(
            'gift',
            pictureIndex + giftIndex,
            pictures,
          );
          const key = `catalogue/gifts/${typeSlug}-${categorySlug}-${giftIndex + 1}.webp`;
          const imageUrl = await storeFile(
            key,
            picture,
            SEED_IMAGE_CONTENT_TYPE,
          );
          return { ...gift, eventCategoryId: eventCategory.id, imageUrl };
        }),
      );
      pictureIndex += category.gifts.length;
      await tx.insert(gifts).values(rows);
    }
  }
  return true;
}
