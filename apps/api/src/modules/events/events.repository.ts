import type {
  EventGift,
  AdminEventDateFilter,
  CustomPageBody,
  EventContentBody,
  EventImageSlot,
  PublicEventSettings,
} from '@celebra/contracts';
import {
  customPages,
  type DbOrTx,
  eventCategories,
  eventDetails,
  eventGifts,
  events,
  eventSettings,
  galleryItems,
  gifts,
  type NewEventDetails,
  users,
} from '@celebra/db';
import { DEFAULT_TIME_ZONE } from '@celebra/format';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  lte,
  max,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  countGiftShares,
  countsOf,
  giftSharesView,
} from '../../lib/gift-shares';
import { ilikeContains } from '../../lib/text-search';
import { ownerEventColumns } from './owner-event.columns';

/* ---------- the event row ---------- */

/** Holds the event row until the transaction ends (e.g. so page counts cannot race). */
export async function lockEvent(db: DbOrTx, eventId: number) {
  await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
}

/** Some event (other than `exceptEventId`, when given) uses this slug. */
export async function isSlugInUse(
  db: DbOrTx,
  slug: string,
  exceptEventId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.slug, slug),
        exceptEventId === undefined ? undefined : ne(events.id, exceptEventId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .where(eq(eventCategories.id, id));
  return row !== undefined;
}

export async function findOwnerEvent(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select(ownerEventColumns)
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export async function updateEventContent(
  db: DbOrTx,
  eventId: number,
  content: EventContentBody,
) {
  const [row] = await db
    .update(events)
    .set(content)
    .where(eq(events.id, eventId))
    .returning(ownerEventColumns);
  return row;
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

export async function updateEventSlug(
  db: DbOrTx,
  eventId: number,
  slug: string,
) {
  await db.update(events).set({ slug }).where(eq(events.id, eventId));
}

const IMAGE_COLUMN = { avatar: 'avatarUrl', banner: 'bannerUrl' } as const;

/**
 * Points the event's avatar or banner at `url` (row locked meanwhile); the URL it replaced
 * and both current URLs. Null when the event is gone.
 */
export async function replaceEventImage(
  tx: DbOrTx,
  eventId: number,
  slot: EventImageSlot,
  url: string,
) {
  const [current] = await tx
    .select({ avatarUrl: events.avatarUrl, bannerUrl: events.bannerUrl })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!current) return null;
  const [updated] = await tx
    .update(events)
    .set({ [IMAGE_COLUMN[slot]]: url })
    .where(eq(events.id, eventId))
    .returning({ avatarUrl: events.avatarUrl, bannerUrl: events.bannerUrl });
  return { previousUrl: current[IMAGE_COLUMN[slot]], ...updated };
}

/* ---------- details: when and where ---------- */

/** The stored event details, as the host, the public site and the back office read them. */
export const eventDetailsColumns = {
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
};

export async function findEventDetails(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select(eventDetailsColumns)
    .from(eventDetails)
    .where(eq(eventDetails.eventId, eventId));
  return row;
}

export type EventDetailsValues = Omit<NewEventDetails, 'eventId' | 'updatedAt'>;

/** Writes the event's one details row (creating it when missing). */
export async function saveEventDetails(
  db: DbOrTx,
  eventId: number,
  values: EventDetailsValues,
) {
  const [row] = await db
    .insert(eventDetails)
    .values({ eventId, ...values })
    .onConflictDoUpdate({
      target: eventDetails.eventId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning(eventDetailsColumns);
  return row;
}

/* ---------- settings ---------- */

/** The event's settings row (nulls when it was never written) and its slug. */
export async function findEventSettings(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      slug: events.slug,
      showGiftList: eventSettings.showGiftList,
      showGuestMessages: eventSettings.showGuestMessages,
      showEventInfo: eventSettings.showEventInfo,
      allowGuestConfirmation: eventSettings.allowGuestConfirmation,
      sitePasswordHash: eventSettings.sitePasswordHash,
      guestPaysFee: eventSettings.guestPaysFee,
    })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(eq(events.id, eventId));
  return row;
}

export interface SettingsValues {
  showGiftList: boolean;
  showGuestMessages: boolean;
  showEventInfo: boolean;
  allowGuestConfirmation: boolean;
  /** undefined keeps the stored hash, null clears it. */
  sitePasswordHash?: string | null;
  /** undefined keeps the stored choice. */
  guestPaysFee?: boolean;
}

/** Writes the event's one settings row (creating it when missing). */
export async function saveEventSettings(
  db: DbOrTx,
  eventId: number,
  values: SettingsValues,
) {
  await db
    .insert(eventSettings)
    .values({ eventId, ...values })
    .onConflictDoUpdate({
      target: eventSettings.eventId,
      set: { ...values, updatedAt: new Date() },
    });
}

/* ---------- custom pages ---------- */

const pageColumns = {
  id: customPages.id,
  title: customPages.title,
  content: customPages.content,
  position: customPages.position,
  createdAt: customPages.createdAt,
  updatedAt: customPages.updatedAt,
};

/** In site order. */
export function listCustomPages(db: DbOrTx, eventId: number) {
  return db
    .select(pageColumns)
    .from(customPages)
    .where(eq(customPages.eventId, eventId))
    .orderBy(asc(customPages.position), asc(customPages.id));
}

export async function countAndLastPosition(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({ pages: count(), lastPosition: max(customPages.position) })
    .from(customPages)
    .where(eq(customPages.eventId, eventId));
  return { pages: row?.pages ?? 0, lastPosition: row?.lastPosition ?? -1 };
}

export async function insertCustomPage(
  db: DbOrTx,
  eventId: number,
  position: number,
  page: CustomPageBody,
) {
  const [row] = await db
    .insert(customPages)
    .values({ eventId, position, ...page })
    .returning(pageColumns);
  return row;
}

export async function updateCustomPage(
  db: DbOrTx,
  eventId: number,
  pageId: number,
  page: CustomPageBody,
) {
  const [row] = await db
    .update(customPages)
    .set(page)
    .where(and(eq(customPages.id, pageId), eq(customPages.eventId, eventId)))
    .returning(pageColumns);
  return row;
}

export async function deleteCustomPage(
  db: DbOrTx,
  eventId: number,
  pageId: number,
): Promise<boolean> {
  const removed = await db
    .delete(customPages)
    .where(and(eq(customPages.id, pageId), eq(customPages.eventId, eventId)))
    .returning({ id: customPages.id });
  return removed.length > 0;
}

/* ---------- the public site ---------- */

/** An active event as the public site sees it, with its toggles and site password hash. */
export type PublicEventRow = NonNullable<
  Awaited<ReturnType<typeof findActivePublicEvent>>
>;

async function findActivePublicEvent(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({
      event: ownerEventColumns,
      showGiftList: eventSettings.showGiftList,
      showGuestMessages: eventSettings.showGuestMessages,
      showEventInfo: eventSettings.showEventInfo,
      allowGuestConfirmation: eventSettings.allowGuestConfirmation,
      guestPaysFee: eventSettings.guestPaysFee,
      sitePasswordHash: eventSettings.sitePasswordHash,
    })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(and(where, eq(events.active, true)));
  if (!row) return undefined;
  const settings: PublicEventSettings = {
    showGiftList: row.showGiftList ?? true,
    showGuestMessages: row.showGuestMessages ?? true,
    showEventInfo: row.showEventInfo ?? true,
    allowGuestConfirmation: row.allowGuestConfirmation ?? true,
  };
  return {
    event: row.event,
    settings,
    guestPaysFee: row.guestPaysFee ?? false,
    sitePasswordHash: row.sitePasswordHash,
  };
}

/** `slug` as stored (trimmed, lower case). */
export function findActivePublicEventBySlug(db: DbOrTx, slug: string) {
  return findActivePublicEvent(db, eq(events.slug, slug));
}

export function findActivePublicEventById(db: DbOrTx, eventId: number) {
  return findActivePublicEvent(db, eq(events.id, eventId));
}

/**
 * The event's gift list, in the order the gifts were added; gifts deactivated in the
 * catalogue left out. The one query of the list, for the public site and the host's list
 * (and, with a placeholder, the purchase's prepared statement).
 */
export function listActiveEventGifts(
  db: DbOrTx,
  eventId: number | Placeholder,
) {
  return db
    .select({
      id: gifts.id,
      name: gifts.name,
      price: gifts.price,
      imageUrl: gifts.imageUrl,
      kind: gifts.kind,
      shareCount: gifts.shareCount,
      suggestedAmounts: gifts.suggestedAmounts,
      ownerEventId: gifts.eventId,
    })
    .from(eventGifts)
    .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
    .where(and(eq(eventGifts.eventId, eventId), eq(gifts.active, true)))
    .orderBy(asc(eventGifts.id));
}

/**
 * The event's gift list as the public site and the host see it: each shared gift with its
 * shares (count, remaining, paid, complete) from countGiftShares, the one share count. What a
 * guest sees here changes with the list's edits and with every order of a shared gift:
 * its creation (shares reserved), its settlement (paid, or released when refused or
 * cancelled) and its expiry (released).
 */
export async function listEventGiftsWithShares(
  db: DbOrTx,
  eventId: number,
): Promise<EventGift[]> {
  const rows = await listActiveEventGifts(db, eventId);
  const counts = await countGiftShares(
    db,
    rows.filter((row) => row.kind === 'shares').map((row) => row.id),
  );
  return rows.map(({ shareCount, ownerEventId, ...gift }) => ({
    ...gift,
    own: ownerEventId !== null,
    shares:
      gift.kind === 'shares' && shareCount
        ? giftSharesView(shareCount, countsOf(counts, gift.id))
        : null,
  }));
}

export function listGallery(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: galleryItems.id,
      type: galleryItems.type,
      url: galleryItems.url,
    })
    .from(galleryItems)
    .where(eq(galleryItems.eventId, eventId))
    .orderBy(asc(galleryItems.id));
}

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
