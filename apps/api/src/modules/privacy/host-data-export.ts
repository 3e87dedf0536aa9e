import {
  accountExports,
  type DbOrTx,
  emailChanges,
  eventActivities,
  eventDetails,
  eventGifts,
  eventMemberInvitations,
  eventMembers,
  events,
  eventServices,
  eventSettings,
  galleryItems,
  partyMedia,
  gifts,
  outbox,
  passwordResets,
  payoutDestinationChanges,
  payoutDestinations,
  payouts,
  customPages,
  privacyRequests,
  rsvpQuestions,
  sessions,
  users,
} from '@celebra/db';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { eventDetailsColumns } from '../events/event-details.repository';
import type { HostDataTable } from './personal-data-tables';

/** Whose data an export gathers: the account and the events it owns. */
export interface HostDataScope {
  userId: number;
  /** The account's e-mail now (the outbox and the request log are kept by address). */
  email: string;
  /** The events the account owns (not those it only helps with). */
  eventIds: number[];
}

/** A row of the export: the account's own (`eventId` null) or one of its events'. */
export interface ExportedRow {
  eventId: number | null;
  row: Record<string, unknown>;
}

type TableExport = (db: DbOrTx, scope: HostDataScope) => Promise<ExportedRow[]>;

const ofAccount = (rows: Record<string, unknown>[]): ExportedRow[] =>
  rows.map((row) => ({ eventId: null, row }));

const ofEvents = <Row extends { eventId: number }>(
  rows: Row[],
): ExportedRow[] => rows.map((row) => ({ eventId: row.eventId, row }));

/** No event owned: `inArray` with an empty list never matches. */
export const inEvents = (
  column: Parameters<typeof inArray>[0],
  scope: HostDataScope,
) => (scope.eventIds.length > 0 ? inArray(column, scope.eventIds) : sql`false`);

/** The account's rows of `table`, oldest first. */
const accountRows =
  (
    table: PgTable & { id: AnyPgColumn; userId: AnyPgColumn },
    columns: SelectedFields,
  ): TableExport =>
  async (db, { userId }) =>
    ofAccount(
      await db
        .select(columns)
        .from(table)
        .where(eq(table.userId, userId))
        .orderBy(asc(table.id)),
    );

/** The owned events' rows of `table`, each with its event, in `order`. */
const eventRows =
  (
    table: PgTable & { eventId: AnyPgColumn },
    columns: SelectedFields,
    ...order: SQL[]
  ): TableExport =>
  async (db, scope) =>
    (
      await db
        .select({ eventId: table.eventId, ...columns })
        .from(table)
        .where(inEvents(table.eventId, scope))
        .orderBy(...order)
    ).map((row) => ({ eventId: row['eventId'] as number, row }));

/**
 * What a host's export holds of each table with a host's personal data: every key of
 * HostDataTable must be here, so a table added to the registry without an export does not
 * compile. Secrets are never exported (password and token hashes, encrypted payout
 * destinations, the site password); payout destinations appear masked.
 */
const HOST_DATA_EXPORT: Record<HostDataTable, TableExport> = {
  users: async (db, { userId }) =>
    ofAccount(
      await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phoneNumber: users.phoneNumber,
          active: users.active,
          closesAt: users.closesAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId)),
    ),
  sessions: accountRows(sessions, {
    id: sessions.id,
    deviceLabel: sessions.deviceLabel,
    createdAt: sessions.createdAt,
    lastUsedAt: sessions.lastUsedAt,
    expiresAt: sessions.expiresAt,
    revokedAt: sessions.revokedAt,
  }),
  password_resets: accountRows(passwordResets, {
    id: passwordResets.id,
    createdAt: passwordResets.createdAt,
    expiresAt: passwordResets.expiresAt,
    usedAt: passwordResets.usedAt,
  }),
  email_changes: accountRows(emailChanges, {
    id: emailChanges.id,
    newEmail: emailChanges.newEmail,
    createdAt: emailChanges.createdAt,
    expiresAt: emailChanges.expiresAt,
  }),
  account_exports: accountRows(accountExports, {
    id: accountExports.id,
    status: accountExports.status,
    createdAt: accountExports.createdAt,
    completedAt: accountExports.completedAt,
  }),
  events: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: events.id,
          slug: events.slug,
          title: events.title,
          subtitle: events.subtitle,
          titleDescription: events.titleDescription,
          description: events.description,
          theme: events.theme,
          color: events.color,
          avatarUrl: events.avatarUrl,
          bannerUrl: events.bannerUrl,
          active: events.active,
          createdAt: events.createdAt,
        })
        .from(events)
        .where(inEvents(events.id, scope))
        .orderBy(asc(events.id)),
    ),
  event_details: eventRows(eventDetails, eventDetailsColumns),
  event_settings: eventRows(eventSettings, {
    showGiftList: eventSettings.showGiftList,
    showGuestMessages: eventSettings.showGuestMessages,
    showEventInfo: eventSettings.showEventInfo,
    allowGuestConfirmation: eventSettings.allowGuestConfirmation,
    sitePassword: sql<boolean>`${eventSettings.sitePasswordHash} is not null`,
    guestPaysFee: eventSettings.guestPaysFee,
  }),
  custom_pages: eventRows(
    customPages,
    {
      id: customPages.id,
      title: customPages.title,
      content: customPages.content,
      position: customPages.position,
    },
    asc(customPages.position),
    asc(customPages.id),
  ),
  rsvp_questions: eventRows(
    rsvpQuestions,
    {
      id: rsvpQuestions.id,
      label: rsvpQuestions.label,
      kind: rsvpQuestions.kind,
      options: rsvpQuestions.options,
      required: rsvpQuestions.required,
    },
    asc(rsvpQuestions.position),
    asc(rsvpQuestions.id),
  ),
  gallery_items: eventRows(
    galleryItems,
    {
      id: galleryItems.id,
      type: galleryItems.type,
      storageKey: galleryItems.storageKey,
      sizeBytes: galleryItems.sizeBytes,
      createdAt: galleryItems.createdAt,
    },
    asc(galleryItems.id),
  ),
  party_media: eventRows(
    partyMedia,
    {
      id: partyMedia.id,
      kind: partyMedia.kind,
      status: partyMedia.status,
      guestName: partyMedia.guestName,
      storageKey: partyMedia.storageKey,
      sizeBytes: partyMedia.sizeBytes,
      createdAt: partyMedia.createdAt,
      approvedAt: partyMedia.approvedAt,
    },
    asc(partyMedia.id),
  ),
  event_gifts: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: eventGifts.eventId,
          id: eventGifts.id,
          name: gifts.name,
          description: gifts.description,
          price: gifts.price,
          addedAt: eventGifts.createdAt,
        })
        .from(eventGifts)
        .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
        .where(inEvents(eventGifts.eventId, scope))
        .orderBy(asc(eventGifts.id)),
    ),
  event_members: async (db, scope) =>
    (
      await db
        .select({
          eventId: eventMembers.eventId,
          userId: eventMembers.userId,
          name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
          role: eventMembers.role,
          createdAt: eventMembers.createdAt,
        })
        .from(eventMembers)
        .innerJoin(users, eq(users.id, eventMembers.userId))
        .where(
          or(
            inEvents(eventMembers.eventId, scope),
            eq(eventMembers.userId, scope.userId),
          ),
        )
        .orderBy(asc(eventMembers.eventId), asc(eventMembers.createdAt))
    ).map((row) => ({
      // Memberships of other people's events belong to the account, not to an exported event.
      eventId: scope.eventIds.includes(row.eventId) ? row.eventId : null,
      row,
    })),
  event_member_invitations: eventRows(
    eventMemberInvitations,
    {
      id: eventMemberInvitations.id,
      email: eventMemberInvitations.email,
      role: eventMemberInvitations.role,
      createdAt: eventMemberInvitations.createdAt,
      expiresAt: eventMemberInvitations.expiresAt,
      acceptedAt: eventMemberInvitations.acceptedAt,
      revokedAt: eventMemberInvitations.revokedAt,
    },
    asc(eventMemberInvitations.id),
  ),
  event_activities: eventRows(
    eventActivities,
    {
      id: eventActivities.id,
      actorName: eventActivities.actorName,
      action: eventActivities.action,
      quantity: eventActivities.quantity,
      createdAt: eventActivities.createdAt,
    },
    asc(eventActivities.id),
  ),
  event_services: eventRows(
    eventServices,
    {
      id: eventServices.id,
      type: eventServices.type,
      status: eventServices.status,
      price: eventServices.price,
      quantity: eventServices.quantity,
      contractedAt: eventServices.contractedAt,
      createdAt: eventServices.createdAt,
    },
    asc(eventServices.id),
  ),
  payout_destinations: eventRows(payoutDestinations, {
    kind: payoutDestinations.kind,
    masked: payoutDestinations.masked,
  }),
  payout_destination_changes: eventRows(
    payoutDestinationChanges,
    {
      id: payoutDestinationChanges.id,
      masked: payoutDestinationChanges.masked,
      changedAt: payoutDestinationChanges.changedAt,
    },
    asc(payoutDestinationChanges.id),
  ),
  payouts: eventRows(
    payouts,
    {
      id: payouts.id,
      requestedAmount: payouts.requestedAmount,
      paidAmount: payouts.paidAmount,
      status: payouts.status,
      destinationMasked: payouts.destinationMasked,
      failureReason: payouts.failureReason,
      createdAt: payouts.createdAt,
      concludedAt: payouts.concludedAt,
    },
    asc(payouts.id),
  ),
  privacy_requests: async (db, scope) =>
    ofAccount(
      await db
        .select({
          id: privacyRequests.id,
          kind: privacyRequests.kind,
          requestedAt: privacyRequests.requestedAt,
          completedAt: privacyRequests.completedAt,
          outcome: privacyRequests.outcome,
        })
        .from(privacyRequests)
        .where(
          or(
            eq(privacyRequests.userId, scope.userId),
            and(
              isNull(privacyRequests.userId),
              eq(
                sql`lower(${privacyRequests.email})`,
                scope.email.toLowerCase(),
              ),
            ),
          ),
        )
        .orderBy(asc(privacyRequests.id)),
    ),
  // The e-mails sent to the account: what about and when, never their bodies (they carry links).
  outbox: async (db, scope) =>
    ofAccount(
      await db
        .select({
          id: outbox.id,
          topic: outbox.topic,
          subject: outbox.subject,
          createdAt: outbox.createdAt,
          deliveredAt: outbox.deliveredAt,
        })
        .from(outbox)
        .where(eq(sql`lower(${outbox.recipient})`, scope.email.toLowerCase()))
        .orderBy(asc(outbox.id)),
    ),
};

/** Every table's rows of the scope, table by table. */
export async function collectHostData(
  db: DbOrTx,
  scope: HostDataScope,
): Promise<Record<HostDataTable, ExportedRow[]>> {
  const entries = await Promise.all(
    (Object.keys(HOST_DATA_EXPORT) as HostDataTable[]).map(
      async (table) =>
        [table, await HOST_DATA_EXPORT[table](db, scope)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<HostDataTable, ExportedRow[]>;
}
