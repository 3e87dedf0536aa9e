import type { AdminEventDateFilter } from '@celebra/contracts';
import {
  type DbOrTx,
  eventCategories,
  eventDetails,
  eventMembers,
  events,
  users,
} from '@celebra/db';
import { DEFAULT_TIME_ZONE } from '@celebra/format';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgSelectQueryBuilder } from 'drizzle-orm/pg-core';
import { ownerMembership } from '../../lib/event-members';
import { newestFirst, type PageSlice } from '../../lib/paging';
import { searchedPage } from '../../lib/searched-page';
import { ilikeContains, ilikeContainsUnindexed } from '../../lib/text-search';
import { eventDetailsColumns } from './event-details.repository';
import { firstRow, hasRow } from '../../lib/rows';

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

/** The event date as it is, a plain range on the indexed column. */
function whereEventDate(filters: EventFilters): SQL | undefined {
  if (filters.dateFilterType !== 'eventDate') return undefined;
  return and(
    filters.startDate
      ? gte(eventDetails.eventDate, filters.startDate)
      : undefined,
    filters.endDate ? lte(eventDetails.eventDate, filters.endDate) : undefined,
  );
}

/**
 * The creation instant between the start of the first São Paulo day and the start of the day
 * after the last, a plain range on the indexed column.
 */
function whereCreatedAt(filters: EventFilters): SQL | undefined {
  if (filters.dateFilterType !== 'createdAt') return undefined;
  return and(
    filters.startDate
      ? sql`${events.createdAt} >= ${startOfLocalDay(filters.startDate)}`
      : undefined,
    filters.endDate
      ? sql`${events.createdAt} < ${startOfLocalDay(filters.endDate, 1)}`
      : undefined,
  );
}

/**
 * The filters on the events table as a condition: `indexed` as the trigram indexes serve it
 * (few matches), else as a plain test of each row (many matches, read newest first along the
 * list's index). The event date is on the details: `whereEventDate`.
 */
function whereEvents(filters: EventFilters, indexed = true): SQL | undefined {
  const contains = indexed ? ilikeContains : ilikeContainsUnindexed;
  return and(
    filters.id ? eq(events.id, filters.id) : undefined,
    filters.title ? contains(events.title, filters.title) : undefined,
    filters.slug ? contains(events.slug, filters.slug) : undefined,
    filters.active === undefined
      ? undefined
      : eq(events.active, filters.active),
    whereCreatedAt(filters),
  );
}

/** `query`, a select from events, cut to the matches (joined to the details on an event date). */
function whereMatches<Query extends PgSelectQueryBuilder>(
  query: Query,
  onEvents: SQL | undefined,
  onEventDate: SQL | undefined,
) {
  return (
    onEventDate
      ? query.innerJoin(eventDetails, eq(eventDetails.eventId, events.id))
      : query
  ).where(and(onEvents, onEventDate));
}

/**
 * The events whose date is in range when nothing else is filtered: every details row in the
 * range is a match, so the first thousand come from the date index, each event then read by
 * its primary key. The event is a lateral subquery with a LIMIT (one row by primary key), which
 * PostgreSQL cannot flatten into a join: as a join it hashes the range's rows and scans the
 * events table until it has a thousand of them, three times slower at 100,000 events.
 */
function eventsByEventDate(db: DbOrTx, onEventDate: SQL) {
  const event = db
    .select({ id: events.id, createdAt: events.createdAt })
    .from(events)
    .where(eq(events.id, eventDetails.eventId))
    .limit(1)
    .as('event');
  return db
    .select({ id: event.id, createdAt: event.createdAt })
    .from(eventDetails)
    .crossJoinLateral(event)
    .where(onEventDate)
    .$dynamic();
}

/** What the back office shows of an event in its list, and first on its page. */
const eventSummaryColumns = {
  id: events.id,
  title: events.title,
  subtitle: events.subtitle,
  slug: events.slug,
  active: events.active,
  color: events.color,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

/** Events with their owner and their details (null columns when the row is missing). */
function withOwnerAndDetails<Query extends PgSelectQueryBuilder>(query: Query) {
  return query
    .innerJoin(eventMembers, ownerMembership)
    .innerJoin(users, eq(users.id, eventMembers.userId))
    .leftJoin(eventDetails, eq(eventDetails.eventId, events.id));
}

/**
 * One page of matching events, newest first, with the owner's name; and how many match
 * (counted up to a bound).
 */
export function listEvents(db: DbOrTx, filters: EventFilters, page: PageSlice) {
  return searchedPage(
    db,
    {
      matching: () => {
        const onEvents = whereEvents(filters);
        const onEventDate = whereEventDate(filters);
        return onEventDate && !onEvents
          ? eventsByEventDate(db, onEventDate)
          : whereMatches(
              db
                .select({ id: events.id, createdAt: events.createdAt })
                .from(events)
                .$dynamic(),
              onEvents,
              onEventDate,
            );
      },
      idsAlongIndex: () =>
        whereMatches(
          db.select({ id: events.id }).from(events).$dynamic(),
          whereEvents(filters, false),
          whereEventDate(filters),
        ).orderBy(...newestFirst(events)),
      rowsByIds: (ids) =>
        withOwnerAndDetails(
          db
            .select({
              ...eventSummaryColumns,
              eventDate: eventDetails.eventDate,
              firstName: users.firstName,
              lastName: users.lastName,
            })
            .from(events)
            .$dynamic(),
        )
          .where(inArray(events.id, ids))
          .orderBy(...newestFirst(events)),
    },
    page,
  );
}

/** The event with its details (null columns when the row is missing) and owner. */
export function findEvent(db: DbOrTx, id: number) {
  return firstRow(
    withOwnerAndDetails(
      db
        .select({
          event: {
            ...eventSummaryColumns,
            titleDescription: events.titleDescription,
            description: events.description,
            eventCategoryId: events.eventCategoryId,
            avatarUrl: events.avatarUrl,
            bannerUrl: events.bannerUrl,
          },
          details: eventDetailsColumns,
          user: {
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
          },
        })
        .from(events)
        .$dynamic(),
    ).where(eq(events.id, id)),
  );
}

export function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  return hasRow(
    db
      .select({ id: eventCategories.id })
      .from(eventCategories)
      .where(eq(eventCategories.id, id)),
  );
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
