import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  type AnyPgColumn,
  text,
} from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';
import { giftKindEnum } from './enums';
import { events } from './events';

/** Casamento, Chá de bebê, Aniversário… */
export const eventTypes = pgTable('event_types', {
  id: identityId(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  active: boolean('active').notNull().default(true),
  ...timestamps(),
});

/** A subdivision of an event type (e.g. Casamento → Lua de mel); catalogue gifts belong to one. */
export const eventCategories = pgTable(
  'event_categories',
  {
    id: identityId(),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('event_categories_event_type_id_idx').on(t.eventTypeId)],
);

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

export type EventType = typeof eventTypes.$inferSelect;
export type NewEventType = typeof eventTypes.$inferInsert;
export type EventCategory = typeof eventCategories.$inferSelect;
export type NewEventCategory = typeof eventCategories.$inferInsert;
export type Gift = typeof gifts.$inferSelect;
export type NewGift = typeof gifts.$inferInsert;
