import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamps } from './columns';
import { guestSourceEnum } from './enums';
import { events } from './events';

/** Guest list: added by the host or the admin, or self-confirmed on the public site. */
export const guests = pgTable(
  'guests',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    companions: integer('companions').notNull().default(0),
    note: text('note'),
    source: guestSourceEnum('source').notNull().default('host'),
    ...timestamps(),
  },
  (t) => [
    check('guests_companions_non_negative', sql`${t.companions} >= 0`),
    index('guests_event_id_idx').on(t.eventId),
  ],
);

/** Messages left by guests on the public site. */
export const guestMessages = pgTable(
  'guest_messages',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('guest_messages_event_id_idx').on(t.eventId)],
);

export type Guest = typeof guests.$inferSelect;
export type NewGuest = typeof guests.$inferInsert;
export type GuestMessage = typeof guestMessages.$inferSelect;
export type NewGuestMessage = typeof guestMessages.$inferInsert;
