import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';

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

export type EventType = typeof eventTypes.$inferSelect;
export type NewEventType = typeof eventTypes.$inferInsert;
export type EventCategory = typeof eventCategories.$inferSelect;
export type NewEventCategory = typeof eventCategories.$inferInsert;
