import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';
import { galleryTypeEnum } from './enums';
import { events } from './events';
import { storedImageColumn } from './stored-image';

// Spelled out like ./enums.ts; contracts.spec.ts keeps it equal to PARTY_MEDIA_STATUSES.
export const partyMediaStatusEnum = pgEnum('party_media_status', [
  'pending',
  'approved',
  'hidden',
]);

/** Photos and videos guests send at the party (by the table card's QR), outside the gallery's quota. */
export const partyMedia = pgTable(
  'party_media',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    kind: galleryTypeEnum('kind').notNull(),
    status: partyMediaStatusEnum('status').notNull(),
    /** What the guest typed (≤ 60 characters, one line); null when left out. */
    guestName: text('guest_name'),
    // A photo's default rendition (WebP, widest) and its key; a video's file.
    url: text('url').notNull(),
    storageKey: text('storage_key').notNull(),
    image: storedImageColumn('image'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    check('party_media_size_non_negative', sql`${t.sizeBytes} >= 0`),
    check(
      'party_media_guest_name_length',
      sql`char_length(${t.guestName}) <= 60`,
    ),
    index('party_media_event_id_status_id_idx').on(t.eventId, t.status, t.id),
  ],
);

export type PartyMedia = typeof partyMedia.$inferSelect;
export type NewPartyMedia = typeof partyMedia.$inferInsert;
