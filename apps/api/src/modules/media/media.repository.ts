import { GALLERY_INCLUDED, type GalleryType } from '@celebra/contracts';
import {
  type DbOrTx,
  eventServices,
  galleryItems,
  serviceTypes,
} from '@celebra/db';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { purchasesOf } from '../services/services.repository';

const SERVICE_TYPE_OF = { image: 'IMAGE', video: 'VIDEO' } as const;

export type GalleryCounts = Record<GalleryType, number>;

export async function countGalleryItems(
  db: DbOrTx,
  eventId: number,
): Promise<GalleryCounts> {
  const rows = await db
    .select({ type: galleryItems.type, total: count() })
    .from(galleryItems)
    .where(eq(galleryItems.eventId, eventId))
    .groupBy(galleryItems.type);
  const counts: GalleryCounts = { image: 0, video: 0 };
  for (const row of rows) counts[row.type] = row.total;
  return counts;
}

/**
 * Items allowed per type: the free package (service_types.included_quantity, or the
 * built-in 5 photos / 1 video when the catalogue has no row) plus the quantities of the
 * event's CONTRACTED IMAGE/VIDEO services.
 */
export async function galleryLimits(
  db: DbOrTx,
  eventId: number,
): Promise<GalleryCounts> {
  const codes = [SERVICE_TYPE_OF.image, SERVICE_TYPE_OF.video];
  const [included, contracted] = await Promise.all([
    db
      .select({
        code: serviceTypes.code,
        quantity: serviceTypes.includedQuantity,
      })
      .from(serviceTypes)
      .where(inArray(serviceTypes.code, codes)),
    db
      .select({
        type: eventServices.type,
        quantity: sql<number>`coalesce(sum(${eventServices.quantity}), 0)::int`,
      })
      .from(eventServices)
      .where(
        and(
          purchasesOf(eventId, 'CONTRACTED'),
          inArray(eventServices.type, codes),
        ),
      )
      .groupBy(eventServices.type),
  ]);
  const limitOf = (type: GalleryType): number => {
    const code = SERVICE_TYPE_OF[type];
    const free =
      included.find((row) => row.code === code)?.quantity ??
      GALLERY_INCLUDED[type];
    const bought = contracted.find((row) => row.type === code)?.quantity ?? 0;
    return free + Number(bought);
  };
  return { image: limitOf('image'), video: limitOf('video') };
}

export async function insertGalleryItem(
  db: DbOrTx,
  item: typeof galleryItems.$inferInsert,
): Promise<void> {
  await db.insert(galleryItems).values(item);
}

/** Deletes the event's item; its files (key and variants), or null when the event has no such item. */
export async function deleteGalleryItem(
  db: DbOrTx,
  eventId: number,
  itemId: number,
) {
  const [deleted] = await db
    .delete(galleryItems)
    .where(and(eq(galleryItems.id, itemId), eq(galleryItems.eventId, eventId)))
    .returning({
      storageKey: galleryItems.storageKey,
      image: galleryItems.image,
    });
  return deleted ?? null;
}
