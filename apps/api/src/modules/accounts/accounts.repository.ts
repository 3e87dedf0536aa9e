import { DEFAULT_EVENT_COLOR } from '@celebra/contracts';
import {
  admins,
  type DbOrTx,
  eventCategories,
  eventDetails,
  eventGifts,
  events,
  eventSettings,
  eventTypes,
  fullName,
  passwordResets,
  users,
} from '@celebra/db';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  like,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import { foldedContains, ilikeContains } from '../../lib/text-search';
import { ownerEventColumns } from '../events/owner-event.columns';

/** The two kinds of account that sign in: hosts (users) and administrators. */
export type Principal = 'user' | 'admin';

const accountTables = { user: users, admin: admins };

/** The sign-in record of the account holding this e-mail (any case). */
export async function findCredentials(
  db: DbOrTx,
  principal: Principal,
  email: string,
) {
  const accounts = accountTables[principal];
  const [row] = await db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      passwordHash: accounts.passwordHash,
      active: accounts.active,
    })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findAdminProfile(db: DbOrTx, adminId: number) {
  const [row] = await db
    .select({
      id: admins.id,
      firstName: admins.firstName,
      lastName: admins.lastName,
      email: admins.email,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row;
}

export async function insertAdmin(
  db: DbOrTx,
  values: { email: string; firstName: string; passwordHash: string },
): Promise<void> {
  await db.insert(admins).values(values).onConflictDoNothing();
}

export async function findUserProfile(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      phone_number: users.phoneNumber,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The host's event: the first one created (registration creates exactly one). */
export async function findCurrentEvent(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(ownerEventColumns)
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(asc(events.id))
    .limit(1);
  return row;
}

/** An active category of an active event type. */
export async function findActiveCategory(db: DbOrTx, categoryId: number) {
  const [row] = await db
    .select({
      id: eventCategories.id,
      eventTypeId: eventCategories.eventTypeId,
    })
    .from(eventCategories)
    .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
    .where(
      and(
        eq(eventCategories.id, categoryId),
        eq(eventCategories.active, true),
        eq(eventTypes.active, true),
      ),
    );
  return row;
}

/** A user (other than `exceptUserId`, when given) already holds this e-mail, in any case. */
export async function isEmailTaken(
  db: DbOrTx,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertUser(
  db: DbOrTx,
  values: {
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    passwordHash: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values(values)
    .returning({ id: users.id });
  return row.id;
}

/** The event with its default details and settings rows and its gift list. */
export async function insertEventWithDefaults(
  db: DbOrTx,
  values: {
    userId: number;
    eventCategoryId: number;
    slug: string;
    title: string;
    subtitle: string;
    /** 'YYYY-MM-DD' when the wizard was told the date. */
    eventDate: string | null;
    giftIds: number[];
  },
): Promise<number> {
  const { giftIds, eventDate, ...event } = values;
  const [row] = await db
    .insert(events)
    .values({ ...event, color: DEFAULT_EVENT_COLOR })
    .returning({ id: events.id });
  await db.insert(eventDetails).values({ eventId: row.id, eventDate });
  await db.insert(eventSettings).values({ eventId: row.id });
  await db
    .insert(eventGifts)
    .values(giftIds.map((giftId) => ({ eventId: row.id, giftId })));
  return row.id;
}

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

function whereUsers(filters: UserFilters): SQL | undefined {
  return and(
    filters.name
      ? foldedContains(fullName(users.firstName, users.lastName), filters.name)
      : undefined,
    filters.email ? ilikeContains(users.email, filters.email) : undefined,
    filters.phoneDigits
      ? like(users.phoneDigits, `%${filters.phoneDigits}%`)
      : undefined,
  );
}

/** One page of matching users, newest first, and how many match in all. */
export async function listUsers(
  db: DbOrTx,
  filters: UserFilters,
  page: { limit: number; offset: number },
) {
  const where = whereUsers(filters);
  const [rows, total] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.$count(users, where),
  ]);
  return { rows, total };
}

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The user's events, newest first, with what the popup shows of the place. */
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
    })
    .from(events)
    .leftJoin(eventDetails, eq(eventDetails.eventId, events.id))
    .where(eq(events.userId, userId))
    .orderBy(desc(events.createdAt), desc(events.id));
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'active'
  >,
) {
  const [row] = await db
    .update(users)
    .set(values)
    .where(eq(users.id, id))
    .returning(userColumns);
  return row;
}

/** The password-reset row column of each principal. */
const resetOwnerColumns = {
  user: passwordResets.userId,
  admin: passwordResets.adminId,
};

/** Stores a reset link's token hash for the account; its other unused links are dropped. */
export async function insertPasswordReset(
  db: DbOrTx,
  principal: Principal,
  accountId: number,
  values: { tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(passwordResets)
    .where(
      and(
        eq(resetOwnerColumns[principal], accountId),
        isNull(passwordResets.usedAt),
      ),
    );
  await db.insert(passwordResets).values({
    ...values,
    ...(principal === 'user' ? { userId: accountId } : { adminId: accountId }),
  });
}

/**
 * Marks the principal's unused, unexpired reset link of this token hash as used and answers its
 * account id; undefined when there is no such link. One statement, so a link is used once even
 * by two requests at the same time.
 */
export async function claimPasswordReset(
  db: DbOrTx,
  principal: Principal,
  tokenHash: string,
  now: Date,
): Promise<number | undefined> {
  const owner = resetOwnerColumns[principal];
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNotNull(owner),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ accountId: owner });
  return row?.accountId ?? undefined;
}

/** Sets a new password hash on an active account; false when it is missing or inactive. */
export async function updateActivePasswordHash(
  db: DbOrTx,
  principal: Principal,
  accountId: number,
  passwordHash: string,
): Promise<boolean> {
  const accounts = accountTables[principal];
  const rows = await db
    .update(accounts)
    .set({ passwordHash })
    .where(and(eq(accounts.id, accountId), eq(accounts.active, true)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}
