import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { identityId, timestamps, updatedAt } from './columns';
import { eventKindEnum } from './enums';
import { eventCategories } from './event-types';
import { storedImageColumn } from './stored-image';

/** An event website owned by a user, reachable at site.<domain>/<slug>. Default colour: DEFAULT_EVENT_COLOR. */
export const events = pgTable(
  'events',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    eventCategoryId: integer('event_category_id')
      .notNull()
      .references(() => eventCategories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique('events_slug_key'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    titleDescription: text('title_description').notNull().default(''),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('#c2185b'),
    // EVENT_THEMES of @celebra/contracts (contracts.spec.ts keeps them equal).
    theme: text('theme', {
      enum: [
        'classico',
        'rustico',
        'praia',
        'minimalista',
        'floral',
        'boho',
        'cha-de-bebe',
        'aniversario-infantil',
      ],
    })
      .notNull()
      .default('classico'),
    // The default rendition (WebP, widest) of the picture whose renditions are in *_image.
    avatarUrl: text('avatar_url'),
    bannerUrl: text('banner_url'),
    avatarImage: storedImageColumn('avatar_image'),
    bannerImage: storedImageColumn('banner_image'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('events_user_id_idx').on(t.userId),
    index('events_event_category_id_idx').on(t.eventCategoryId),
    index('events_created_at_idx').on(t.createdAt),
    // The back office's filters: status, title and slug (pg_trgm).
    index('events_active_created_at_idx').on(t.active, t.createdAt),
    // The back office dashboard's count of active events: an index-only scan of the smallest
    // index that holds them (almost every event is active: PostgreSQL would read the table).
    index('events_active_id_idx')
      .on(t.id)
      .where(sql`${t.active}`),
    index('events_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('events_slug_trgm_idx').using('gin', t.slug.op('gin_trgm_ops')),
  ],
);

/** When and where; one row per event. Times are 'HH:MM'. */
export const eventDetails = pgTable(
  'event_details',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    eventDate: date('event_date', { mode: 'string' }),
    startTime: text('start_time'),
    endTime: text('end_time'),
    eventType: eventKindEnum('event_type').notNull().default('in-person'),
    eventLocation: text('event_location'),
    postalCode: text('postal_code'),
    fullAddress: text('full_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    transmission: text('transmission'),
    transmissionLink: text('transmission_link'),
    transmissionPassword: text('transmission_password'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'event_details_start_time_format',
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check(
      'event_details_end_time_format',
      sql`${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check(
      'event_details_latitude_range',
      sql`${t.latitude} between -90 and 90`,
    ),
    check(
      'event_details_longitude_range',
      sql`${t.longitude} between -180 and 180`,
    ),
    // The back office's event-date filter.
    index('event_details_event_date_idx').on(t.eventDate),
  ],
);

/** Public-site toggles and site password; one row per event. */
export const eventSettings = pgTable('event_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  showGiftList: boolean('show_gift_list').notNull().default(true),
  showGuestMessages: boolean('show_guest_messages').notNull().default(true),
  showEventInfo: boolean('show_event_info').notNull().default(true),
  allowGuestConfirmation: boolean('allow_guest_confirmation')
    .notNull()
    .default(true),
  sitePasswordHash: text('site_password_hash'),
  guestPaysFee: boolean('guest_pays_fee').notNull().default(false),
  /** Guests may send photos and videos at the party. */
  partyUploadsEnabled: boolean('party_uploads_enabled')
    .notNull()
    .default(false),
  /** Guests' party media waits for the host's approval before the album and the wall show it. */
  partyNeedsApproval: boolean('party_needs_approval').notNull().default(true),
  /** The key the wall's link carries; null: the wall is off. */
  wallKey: text('wall_key'),
  /** Last day answers may be given or changed (the event's time zone); null: until the event. */
  rsvpDeadline: date('rsvp_deadline', { mode: 'string' }),
  /** Invitations with an e-mail and no answer get one reminder `rsvp_reminder_days` before the deadline. */
  rsvpRemindersEnabled: boolean('rsvp_reminders_enabled')
    .notNull()
    .default(false),
  rsvpReminderDays: integer('rsvp_reminder_days').notNull().default(7),
  /** People not on the list may answer on the site; their answers wait for review. */
  rsvpOpenAnswers: boolean('rsvp_open_answers').notNull().default(true),
  /** The host's WhatsApp/e-mail invitation text; null: the product's default. */
  invitationMessage: text('invitation_message'),
  updatedAt: updatedAt(),
});

/** Extra pages of the public site (PAGE service). */
export const customPages = pgTable(
  'custom_pages',
  {
    id: identityId(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('custom_pages_event_id_position_idx').on(t.eventId, t.position),
  ],
);

export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventDetails = typeof eventDetails.$inferSelect;
export type NewEventDetails = typeof eventDetails.$inferInsert;
export type EventSettings = typeof eventSettings.$inferSelect;
export type NewEventSettings = typeof eventSettings.$inferInsert;
export type CustomPage = typeof customPages.$inferSelect;
export type NewCustomPage = typeof customPages.$inferInsert;
