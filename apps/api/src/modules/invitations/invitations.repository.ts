import type {
  InvitationGiftFilter,
  InvitationStateFilter,
} from '@celebra/contracts';
import {
  type DbOrTx,
  foldedText,
  fullName,
  guestResponses,
  guests,
  invitations,
  oneRow,
  orders,
  type Tx,
} from '@celebra/db';
import {
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PageSlice } from '../../lib/paging';
import { firstRow } from '../../lib/rows';
import { foldText } from '../../lib/text-search';

/** First key of the advisory lock that serialises changes to one event's invitations. */
const INVITATION_LIST_LOCK = 0x696e7669;

/** Holds, until the transaction ends, the lock of this event's invitations (duplicates checks, imports). */
export async function lockInvitationList(
  tx: Tx,
  eventId: number,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${INVITATION_LIST_LOCK}::int, ${eventId}::int)`,
  );
}

export const invitationColumns = {
  id: invitations.id,
  eventId: invitations.eventId,
  name: invitations.name,
  groupName: invitations.groupName,
  maxCompanions: invitations.maxCompanions,
  phoneNumber: invitations.phoneNumber,
  email: invitations.email,
  code: invitations.code,
  source: invitations.source,
  needsReview: invitations.needsReview,
  sentAt: invitations.sentAt,
  firstOpenedAt: invitations.firstOpenedAt,
  lastOpenedAt: invitations.lastOpenedAt,
  answeredAt: invitations.answeredAt,
  reminderSentAt: invitations.reminderSentAt,
  createdAt: invitations.createdAt,
};

export type InvitationRow = NonNullable<
  Awaited<ReturnType<typeof findInvitation>>
>;

export const memberColumns = {
  id: guests.id,
  invitationId: guests.invitationId,
  firstName: guests.firstName,
  lastName: guests.lastName,
  isChild: guests.isChild,
  attending: guests.attending,
  companions: guests.companions,
  companionNames: guests.companionNames,
  note: guests.note,
};

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

const ofEvent = (eventId: number, invitationId: number) =>
  and(eq(invitations.eventId, eventId), eq(invitations.id, invitationId));

export function findInvitation(
  db: DbOrTx,
  eventId: number,
  invitationId: number,
) {
  return firstRow(
    db
      .select(invitationColumns)
      .from(invitations)
      .where(ofEvent(eventId, invitationId)),
  );
}

/**
 * An answer of the site's open form waits on a member of the invitation: the event's pending
 * answers are read once (not once per invitation through all events' answers).
 */
const hasPendingResponses = (eventId: number) =>
  sql`${invitations.id} in (select ${guests.invitationId} from ${guestResponses} join ${guests} on ${guests.id} = ${guestResponses.guestId} where ${guestResponses.eventId} = ${eventId})`;

/** The event's approved gifts are read once, along (event, status), not probed per invitation. */
const approvedOrdersOf = (eventId: number, extra?: SQL) =>
  sql`${invitations.id} in (select ${orders.invitationId} from ${orders} where ${orders.eventId} = ${eventId} and ${orders.status} = 'APPROVED' and ${orders.invitationId} is not null${extra ? sql` and ${extra}` : sql``})`;

const STATE_FILTERS: Record<Exclude<InvitationStateFilter, 'review'>, SQL> = {
  'not-sent': sql`${invitations.sentAt} is null and ${invitations.firstOpenedAt} is null and ${invitations.answeredAt} is null`,
  sent: sql`${invitations.sentAt} is not null and ${invitations.firstOpenedAt} is null and ${invitations.answeredAt} is null`,
  opened: sql`${invitations.firstOpenedAt} is not null and ${invitations.answeredAt} is null`,
  answered: sql`${invitations.answeredAt} is not null`,
  awaiting: sql`${invitations.answeredAt} is null`,
};

const toReview = (eventId: number) =>
  sql`(${invitations.needsReview} or ${hasPendingResponses(eventId)})`;

const stateFilter = (state: InvitationStateFilter, eventId: number) =>
  state === 'review' ? toReview(eventId) : STATE_FILTERS[state];

const giftFilter = (gifts: InvitationGiftFilter, eventId: number) =>
  gifts === 'given'
    ? approvedOrdersOf(eventId)
    : approvedOrdersOf(eventId, sql`${orders.thankedAt} is null`);

export interface InvitationFilters {
  q?: string;
  group?: string;
  state?: InvitationStateFilter;
  gifts?: InvitationGiftFilter;
}

function filtersOf(
  eventId: number,
  filters: InvitationFilters,
): SQL | undefined {
  const folded = filters.q ? foldText(filters.q) : '';
  return and(
    eq(invitations.eventId, eventId),
    folded
      ? sql`(strpos(${foldedText(invitations.name)}, ${folded}) > 0 or exists (select 1 from ${guests} where ${guests.invitationId} = ${invitations.id} and strpos(${foldedText(fullName(guests.firstName, guests.lastName))}, ${folded}) > 0))`
      : undefined,
    filters.group ? eq(invitations.groupName, filters.group) : undefined,
    filters.state ? stateFilter(filters.state, eventId) : undefined,
    filters.gifts ? giftFilter(filters.gifts, eventId) : undefined,
  );
}

const byName = [asc(foldedText(invitations.name)), asc(invitations.id)];

/**
 * One page of the event's invitations matching the filters, by name, with the count of all
 * matching. Counted apart: the page is read along `invitations_event_id_name_id_idx` and stops
 * at its last row, instead of folding every matching name for a count over the window.
 */
export async function listInvitationsPage(
  db: DbOrTx,
  eventId: number,
  filters: InvitationFilters,
  page: PageSlice,
) {
  const where = filtersOf(eventId, filters);
  const [rows, counted] = await Promise.all([
    db
      .select(invitationColumns)
      .from(invitations)
      .where(where)
      .orderBy(...byName)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invitations)
      .where(where),
  ]);
  return { rows, total: oneRow(counted).total };
}

/** The members of these invitations, in their order. */
export function listMembers(db: DbOrTx, invitationIds: readonly number[]) {
  return db
    .select(memberColumns)
    .from(guests)
    .where(inArray(guests.invitationId, [...invitationIds]))
    .orderBy(asc(guests.invitationId), asc(guests.position), asc(guests.id));
}

/** Approved gifts per invitation: how many, the couple's amount, how many not thanked. */
export function giftsOf(db: DbOrTx, invitationIds: readonly number[]) {
  return db
    .select({
      invitationId: sql<number>`${orders.invitationId}`,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${orders.userAmount}), 0)::int`,
      unthanked: sql<number>`(count(*) filter (where ${orders.thankedAt} is null))::int`,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.invitationId, [...invitationIds]),
        eq(orders.status, 'APPROVED'),
      ),
    )
    .groupBy(orders.invitationId);
}

const responseColumns = {
  id: guestResponses.id,
  guestId: guestResponses.guestId,
  firstName: guestResponses.firstName,
  lastName: guestResponses.lastName,
  email: guestResponses.email,
  phoneNumber: guestResponses.phoneNumber,
  attending: guestResponses.attending,
  companions: guestResponses.companions,
  companionNames: guestResponses.companionNames,
  message: guestResponses.message,
  createdAt: guestResponses.createdAt,
};

export type PendingResponseRow = Awaited<
  ReturnType<typeof pendingResponsesOf>
>[number];

/** The open form's answers waiting on the members of these invitations, oldest first. */
export function pendingResponsesOf(
  db: DbOrTx,
  invitationIds: readonly number[],
) {
  return db
    .select(responseColumns)
    .from(guestResponses)
    .innerJoin(guests, eq(guests.id, guestResponses.guestId))
    .where(inArray(guests.invitationId, [...invitationIds]))
    .orderBy(asc(guestResponses.createdAt), asc(guestResponses.id));
}

/** The counts of the whole list: invitations by state, people by answer. */
export async function countInvitations(db: DbOrTx, eventId: number) {
  const [byInvitation, byMember, groups] = await Promise.all([
    db
      .select({
        invitations: sql<number>`count(*)::int`,
        companionsAllowed: sql<number>`coalesce(sum(${invitations.maxCompanions}), 0)::int`,
        answered: sql<number>`(count(*) filter (where ${STATE_FILTERS.answered}))::int`,
        notSent: sql<number>`(count(*) filter (where ${STATE_FILTERS['not-sent']}))::int`,
        sent: sql<number>`(count(*) filter (where ${STATE_FILTERS.sent}))::int`,
        opened: sql<number>`(count(*) filter (where ${STATE_FILTERS.opened}))::int`,
        review: sql<number>`(count(*) filter (where ${toReview(eventId)}))::int`,
      })
      .from(invitations)
      .where(eq(invitations.eventId, eventId)),
    db
      .select({
        members: sql<number>`count(*)::int`,
        attendingMembers: sql<number>`(count(*) filter (where ${guests.attending}))::int`,
        attendingChildren: sql<number>`(count(*) filter (where ${guests.attending} and ${guests.isChild}))::int`,
        companions: sql<number>`coalesce(sum(${guests.companions}) filter (where ${guests.attending}), 0)::int`,
        declined: sql<number>`(count(*) filter (where ${guests.attending} = false))::int`,
        awaiting: sql<number>`(count(*) filter (where ${guests.attending} is null))::int`,
      })
      .from(guests)
      .where(eq(guests.eventId, eventId)),
    db
      .selectDistinct({ groupName: sql<string>`${invitations.groupName}` })
      .from(invitations)
      .where(
        and(eq(invitations.eventId, eventId), isNotNull(invitations.groupName)),
      )
      .orderBy(sql`${invitations.groupName}`),
  ]);
  return {
    ...oneRow(byInvitation),
    ...oneRow(byMember),
    groups: groups.map((row) => row.groupName),
  };
}

/** The invitations with someone coming, by name, with their members coming. */
export async function listDoorInvitations(db: DbOrTx, eventId: number) {
  return db
    .select({
      invitationId: invitations.id,
      invitationName: invitations.name,
      groupName: invitations.groupName,
      firstName: guests.firstName,
      lastName: guests.lastName,
      isChild: guests.isChild,
      companions: guests.companions,
      companionNames: guests.companionNames,
    })
    .from(invitations)
    .innerJoin(guests, eq(guests.invitationId, invitations.id))
    .where(and(eq(invitations.eventId, eventId), eq(guests.attending, true)))
    .orderBy(...byName, asc(guests.position), asc(guests.id));
}

/** Every invitation's name and contacts, to find duplicates of an import. */
export function listInvitationKeys(db: DbOrTx, eventId: number) {
  return db
    .select({
      name: invitations.name,
      phoneNumber: invitations.phoneNumber,
      email: invitations.email,
    })
    .from(invitations)
    .where(eq(invitations.eventId, eventId));
}

/** Sets (or clears) the thanks mark of the invitation's approved gifts. */
export async function markGiftsThanked(
  db: DbOrTx,
  eventId: number,
  invitationId: number,
  thanked: boolean,
) {
  await db
    .update(orders)
    .set({
      thankedAt: thanked ? sql`coalesce(${orders.thankedAt}, now())` : null,
    })
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.invitationId, invitationId),
        eq(orders.status, 'APPROVED'),
        thanked ? isNull(orders.thankedAt) : isNotNull(orders.thankedAt),
      ),
    );
}
