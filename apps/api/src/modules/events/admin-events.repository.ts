import type { AdminEventDateFilter } from '@celebra/contracts';
import {
  type DbOrTx,
  eventCategories,
  eventDetails,
  events,
  users,
  oneRow,
} from '@celebra/db';
import { DEFAULT_TIME_ZONE } from '@celebra/format';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { ilikeContains } from '../../lib/text-search';
import { eventDetailsColumns } from './event-details.repository';

/* ---------- the back office ---------- */

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

/** The first instant of a calendar day 'YYYY-MM-DD' in São Paulo. */
const startOfLocalDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${DEFAULT_TIME_ZONE})`;

/**
 * The date filter as a plain range on an indexed column: the event date as it is, the creation
 * instant between the start of the first São Paulo day and the start of the day after the last.
 */
function whereDateRange(filters: EventFilters): SQL | undefined {
  if (filters.dateFilterType === 'eventDate')
    return and(
      filters.startDate
        ? gte(eventDetails.eventDate, filters.startDate)
        : undefined,
      filters.endDate
        ? lte(eventDetails.eventDate, filters.endDate)
        : undefined,
    );
  return and(
    filters.startDate
      ? sql`${events.createdAt} >= ${startOfLocalDay(filters.startDate)}`
      : undefined,
    filters.endDate
      ? sql`${events.createdAt} < ${startOfLocalDay(filters.endDate, 1)}`
      : undefined,
  );
}

function whereEvents(filters: EventFilters): SQL | undefined {
  return and(
    filters.id ? eq(events.id, filters.id) : undefined,
    filters.title ? ilikeContains(events.title, filters.title) : undefined,
    filters.slug ? ilikeContains(events.slug, filters.slug) : undefined,
    filters.active === undefined
      ? undefined
      : eq(events.active, filters.active),
    whereDateRange(filters),
  );
}

/** The count needs the details row only when it filters on the event date. */
const countsEventDate = (filters: EventFilters) =>
  filters.dateFilterType === 'eventDate' &&
  Boolean(filters.startDate || filters.endDate);

/** One page of matching events, newest first, with the owner's name; and how many match. */
export async function listEvents(
  db: DbOrTx,
  filters: EventFilters,
  page: { limit: number; offset: number },
) {
  const where = whereEvents(filters);
  const [rows, totals] = await Promise.all([
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
    countsEventDate(filters)
      ? db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(events)
          .innerJoin(eventDetails, eq(eventDetails.eventId, events.id))
          .where(where)
      : db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(events)
          .where(where),
  ]);
  return { rows, total: oneRow(totals).total };
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
      details: eventDetailsColumns,
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

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(eq(eventCategories.id, id));
  return row !== undefined;
}

export type AdminEventValues = Partial<
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
>;

export async function updateEvent(
  db: DbOrTx,
  id: number,
  values: AdminEventValues,
): Promise<void> {
  await db.update(events).set(values).where(eq(events.id, id));
}
