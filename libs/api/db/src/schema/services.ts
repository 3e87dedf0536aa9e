import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { identityId, timestamps } from './columns';
import { eventServiceStatusEnum, serviceTypeEnum } from './enums';
import { events } from './events';

/** The five service types and the free package every event gets of each (e.g. 5 photos, 1 video). */
export const serviceTypes = pgTable(
  'service_types',
  {
    id: identityId(),
    code: serviceTypeEnum('code').notNull().unique('service_types_code_key'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    includedQuantity: integer('included_quantity').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check(
      'service_types_included_quantity_non_negative',
      sql`${t.includedQuantity} >= 0`,
    ),
  ],
);

/** Purchasable packages ("turbo"), priced in centavos. */
export const services = pgTable(
  'services',
  {
    id: identityId(),
    type: serviceTypeEnum('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('services_price_non_negative', sql`${t.price} >= 0`),
    check('services_quantity_non_negative', sql`${t.quantity} >= 0`),
  ],
);

/** A service bought for an event; type, price and quantity are snapshots taken at purchase. */
export const eventServices = pgTable(
  'event_services',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    status: eventServiceStatusEnum('status').notNull().default('PENDING'),
    type: serviceTypeEnum('type').notNull(),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').unique(
      'event_services_provider_reference_key',
    ),
    paymentLink: text('payment_link'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    contractedAt: timestamp('contracted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('event_services_price_non_negative', sql`${t.price} >= 0`),
    check('event_services_quantity_non_negative', sql`${t.quantity} >= 0`),
    index('event_services_event_id_status_idx').on(t.eventId, t.status),
    index('event_services_service_id_idx').on(t.serviceId),
  ],
);

export type ServiceType = typeof serviceTypes.$inferSelect;
export type NewServiceType = typeof serviceTypes.$inferInsert;
export type Service = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
export type EventService = typeof eventServices.$inferSelect;
export type NewEventService = typeof eventServices.$inferInsert;
