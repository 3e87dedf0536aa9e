import {
  type DbOrTx,
  eventCategories,
  eventDetails,
  events,
  users,
} from '@celebra/db';
import type {
  AdminEventDateFilter,
  AdminEventDetailsBody,
} from '@celebra/contracts';
import { DEFAULT_TIME_ZONE } from '@celebra/format';
import { and, desc, eq, ne, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { ilikeContains } from '../admin-users/text-search';

export interface EventFilters {
  id?: number;
  title?: string;
  slug?: string;
  active?: boolean;
  dateFilterType: AdminEventDateFilter;
  /** 'YYYY-MM-DD', inclusive. */
  startDate?: string;
  endDate?: string;
}

/** The calendar day (São Paulo) an instant falls on. */
const localDay = (column: SQLWrapper) =>
  sql`(${column} at time zone ${DEFAULT_TIME_ZONE})::date`;

function whereEvents(filters: EventFilters): SQL | undefined {
  const day =
    filters.dateFilterType === 'eventDate'
      ? sql`${eventDetails.eventDate}`
      : localDay(events.createdAt);
  return and(
    filters.id ? eq(events.id, filters.id) : undefined,
    filters.title ? ilikeContains(events.title, filters.title) : undefined,
    filters.slug ? ilikeContains(events.slug, filters.slug) : undefined,
    filters.active === undefined
      ? undefined
      : eq(events.active, filters.active),
    filters.startDate ? sql`${day} >= ${filters.startDate}::date` : undefined,
    filters.endDate ? sql`${day} <= ${filters.endDate}::date` : undefined,
  );
}

/** One page of matching events, newest first, with the owner's name; and how many match. */
export async function listEvents(
  db: DbOrTx,
  filters: EventFilters,
  page: { limit: number; offset: number },
) {
  const where = whereEvents(filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: events.id,
        title: events.title,
        subtitle: events.subtitle,
        slug: events.slug,
        active: events.active,
        color: events.color,
        createdAt: events.createdAt,
        updatedAt: events.updatedAt,
        eventDate: eventDetails.eventDate,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(events)
      .innerJoin(users, eq(users.id, events.userId))
      .leftJoin(eventDetails, eq(eventDetails.eventId, events.id))
      .where(where)
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(events)
      .leftJoin(eventDetails, eq(eventDetails.eventId, events.id))
      .where(where),
  ]);
  return { rows, total };
}

/** The event with its details (null columns when the row is missing) and owner. */
export async function findEvent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      event: {
        id: events.id,
        title: events.title,
        subtitle: events.subtitle,
        slug: events.slug,
        active: events.active,
        color: events.color,
        titleDescription: events.titleDescription,
        description: events.description,
        eventCategoryId: events.eventCategoryId,
        avatarUrl: events.avatarUrl,
        bannerUrl: events.bannerUrl,
        createdAt: events.createdAt,
        updatedAt: events.updatedAt,
      },
      details: {
        eventDate: eventDetails.eventDate,
        startTime: eventDetails.startTime,
        endTime: eventDetails.endTime,
        eventType: eventDetails.eventType,
        eventLocation: eventDetails.eventLocation,
        postalCode: eventDetails.postalCode,
        fullAddress: eventDetails.fullAddress,
        latitude: eventDetails.latitude,
        longitude: eventDetails.longitude,
        transmission: eventDetails.transmission,
        transmissionLink: eventDetails.transmissionLink,
        transmissionPassword: eventDetails.transmissionPassword,
      },
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .leftJoin(eventDetails, eq(eventDetails.eventId, events.id))
    .where(eq(events.id, id));
  return row;
}

export async function eventExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, id));
  return row !== undefined;
}

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(eq(eventCategories.id, id));
  return row !== undefined;
}

/** Another event uses this slug. */
export async function isSlugTakenByOther(
  db: DbOrTx,
  slug: string,
  eventId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.slug, slug), ne(events.id, eventId)))
    .limit(1);
  return row !== undefined;
}

export async function updateEvent(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      typeof events.$inferInsert,
      | 'title'
      | 'subtitle'
      | 'slug'
      | 'titleDescription'
      | 'description'
      | 'color'
      | 'active'
      | 'eventCategoryId'
    >
  >,
): Promise<void> {
  await db.update(events).set(values).where(eq(events.id, id));
}

/** Writes the event's details row, creating it when the event has none yet. */
export async function saveEventDetails(
  db: DbOrTx,
  eventId: number,
  details: AdminEventDetailsBody,
): Promise<void> {
  await db
    .insert(eventDetails)
    .values({ eventId, ...details })
    .onConflictDoUpdate({
      target: eventDetails.eventId,
      set: { ...details, updatedAt: sql`now()` },
    });
}
