import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { galleryTypeEnum } from './enums';
import { events } from './events';
import { storedImageColumn } from './stored-image';

/** Photos and videos of an event; counted against the event's gallery quota. */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: galleryTypeEnum('type').notNull(),
    // A photo's default rendition (WebP, widest) and its key; a video's file.
    url: text('url').notNull(),
    storageKey: text('storage_key').notNull(),
    image: storedImageColumn('image'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('gallery_items_size_non_negative', sql`${t.sizeBytes} >= 0`),
    index('gallery_items_event_id_type_idx').on(t.eventId, t.type),
  ],
);

export type GalleryItem = typeof galleryItems.$inferSelect;
export type NewGalleryItem = typeof galleryItems.$inferInsert;
