import {
  type DbOrTx,
  eventDetails,
  eventMembers,
  events,
  users,
  oneRow,
} from '@celebra/db';
import { and, eq, inArray, like, type SQL } from 'drizzle-orm';
import { newestFirst, type PageSlice } from '../../lib/paging';
import { searchedPage } from '../../lib/searched-page';
import {
  containsUnindexed,
  foldedColumnContains,
  foldedColumnContainsUnindexed,
  ilikeContains,
  ilikeContainsUnindexed,
} from '../../lib/text-search';
import { firstRow } from '../../lib/rows';

/* The back office's users: the list and its filters, one user, their events, the edit. */

export interface UserFilters {
  name?: string;
  email?: string;
  /** Digits only. */
  phoneDigits?: string;
}

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  active: users.active,
  createdAt: users.createdAt,
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/**
 * The filters as a condition: `indexed` as the trigram indexes serve it (few matches), else
 * as a plain test of each row (many matches, read newest first along the list's index).
 */
function whereUsers(filters: UserFilters, indexed: boolean): SQL | undefined {
  return and(
    filters.name
      ? (indexed ? foldedColumnContains : foldedColumnContainsUnindexed)(
          users.searchName,
          filters.name,
        )
      : undefined,
    filters.email
      ? (indexed ? ilikeContains : ilikeContainsUnindexed)(
          users.email,
          filters.email,
        )
      : undefined,
    filters.phoneDigits
      ? indexed
        ? like(users.phoneDigits, `%${filters.phoneDigits}%`)
        : containsUnindexed(users.phoneDigits, filters.phoneDigits)
      : undefined,
  );
}

/** One page of matching users, newest first, and how many match (counted up to a bound). */
export function listUsers(db: DbOrTx, filters: UserFilters, page: PageSlice) {
  return searchedPage(
    db,
    {
      matching: () =>
        db
          .select({ id: users.id, createdAt: users.createdAt })
          .from(users)
          .where(whereUsers(filters, true))
          .$dynamic(),
      idsAlongIndex: () =>
        db
          .select({ id: users.id })
          .from(users)
          .where(whereUsers(filters, false))
          .orderBy(...newestFirst(users))
          .$dynamic(),
      rowsByIds: (ids) =>
        db
          .select(userColumns)
          .from(users)
          .where(inArray(users.id, ids))
          .orderBy(...newestFirst(users)),
    },
    page,
  );
}

export function findUser(db: DbOrTx, id: number) {
  return firstRow(db.select(userColumns).from(users).where(eq(users.id, id)));
}

/** The events the user is a member of, newest first, with their role and what the popup shows of the place. */
export function listUserEvents(db: DbOrTx, userId: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      subtitle: events.subtitle,
      createdAt: events.createdAt,
      description: events.description,
      eventType: eventDetails.eventType,
      eventLocation: eventDetails.eventLocation,
      fullAddress: eventDetails.fullAddress,
      role: eventMembers.role,
    })
    .from(eventMembers)
    .innerJoin(events, eq(events.id, eventMembers.eventId))
    .leftJoin(eventDetails, eq(eventDetails.eventId, events.id))
    .where(eq(eventMembers.userId, userId))
    .orderBy(...newestFirst(events));
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'active'
  >,
) {
  const row = oneRow(
    await db
      .update(users)
      .set(values)
      .where(eq(users.id, id))
      .returning(userColumns),
  );
  return row;
}
