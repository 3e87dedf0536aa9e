import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  type AnyPgColumn,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps } from './columns';
import { giftKindEnum } from './enums';
import { eventCategories } from './event-types';
import { events } from './events';

/**
 * Gifts. Prices are integer centavos. Catalogue gifts (`event_id` null) are `fixed`; a host's
 * own gift (`event_id` set, in its event's category, never in the catalogue) is `free` (the
 * guest types the amount: price 0, optional suggested amounts) or `shares` (price split into
 * `share_count` equal shares, dividing evenly).
 */
export const gifts = pgTable(
  'gifts',
  {
    id: identityId(),
    eventCategoryId: integer('event_category_id')
      .notNull()
      .references(() => eventCategories.id, { onDelete: 'cascade' }),
    /** The event that owns this gift; null for catalogue gifts. */
    eventId: integer('event_id').references((): AnyPgColumn => events.id, {
      onDelete: 'cascade',
    }),
    kind: giftKindEnum('kind').notNull().default('fixed'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    /** N equal shares of a `shares` gift; null for the other kinds. */
    shareCount: integer('share_count'),
    /** Quick choices (centavos) of a `free` gift. */
    suggestedAmounts: integer('suggested_amounts')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check(
      'gifts_price_of_kind',
      sql`(${t.kind} = 'free' and ${t.price} = 0) or (${t.kind} <> 'free' and ${t.price} > 0)`,
    ),
    check(
      'gifts_shares_of_kind',
      sql`(${t.kind} = 'shares' and ${t.shareCount} is not null and ${t.shareCount} >= 2 and ${t.price} % ${t.shareCount} = 0)
        or (${t.kind} <> 'shares' and ${t.shareCount} is null)`,
    ),
    check(
      'gifts_own_kinds',
      sql`${t.kind} = 'fixed' or ${t.eventId} is not null`,
    ),
    index('gifts_event_category_id_idx').on(t.eventCategoryId),
    index('gifts_event_id_idx').on(t.eventId),
  ],
);

/** The event's gift list: references to catalogue gifts. */
export const eventGifts = pgTable(
  'event_gifts',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('event_gifts_event_id_gift_id_key').on(t.eventId, t.giftId),
    index('event_gifts_gift_id_idx').on(t.giftId),
  ],
);

/** Gift ideas sent by the host to the platform. */
export const giftSuggestions = pgTable(
  'gift_suggestions',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('gift_suggestions_event_id_idx').on(t.eventId)],
);

export type Gift = typeof gifts.$inferSelect;
export type NewGift = typeof gifts.$inferInsert;
export type EventGift = typeof eventGifts.$inferSelect;
export type NewEventGift = typeof eventGifts.$inferInsert;
export type GiftSuggestion = typeof giftSuggestions.$inferSelect;
export type NewGiftSuggestion = typeof giftSuggestions.$inferInsert;
