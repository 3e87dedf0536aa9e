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
  gifts,
  outbox,
  passwordResets,
  payoutDestinationChanges,
  payoutDestinations,
  payouts,
  customPages,
  privacyRequests,
  sessions,
  users,
} from '@celebra/db';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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

/**
 * What a host's export holds of each table with a host's personal data: every key of
 * HostDataTable must be here, so a table added to the registry without an export does not
 * compile. Secrets are never exported (password and token hashes, encrypted payout
 * destinations, the site password); payout destinations appear masked.
 */
export const HOST_DATA_EXPORT: Record<HostDataTable, TableExport> = {
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
  sessions: async (db, { userId }) =>
    ofAccount(
      await db
        .select({
          id: sessions.id,
          deviceLabel: sessions.deviceLabel,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.id)),
    ),
  password_resets: async (db, { userId }) =>
    ofAccount(
      await db
        .select({
          id: passwordResets.id,
          createdAt: passwordResets.createdAt,
          expiresAt: passwordResets.expiresAt,
          usedAt: passwordResets.usedAt,
        })
        .from(passwordResets)
        .where(eq(passwordResets.userId, userId))
        .orderBy(asc(passwordResets.id)),
    ),
  email_changes: async (db, { userId }) =>
    ofAccount(
      await db
        .select({
          id: emailChanges.id,
          newEmail: emailChanges.newEmail,
          createdAt: emailChanges.createdAt,
          expiresAt: emailChanges.expiresAt,
        })
        .from(emailChanges)
        .where(eq(emailChanges.userId, userId))
        .orderBy(asc(emailChanges.id)),
    ),
  account_exports: async (db, { userId }) =>
    ofAccount(
      await db
        .select({
          id: accountExports.id,
          status: accountExports.status,
          createdAt: accountExports.createdAt,
          completedAt: accountExports.completedAt,
        })
        .from(accountExports)
        .where(eq(accountExports.userId, userId))
        .orderBy(asc(accountExports.id)),
    ),
  events: async (db, scope) =>
    (
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
        .orderBy(asc(events.id))
    ).map((row) => ({ eventId: row.eventId, row })),
  event_details: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: eventDetails.eventId,
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
        })
        .from(eventDetails)
        .where(inEvents(eventDetails.eventId, scope)),
    ),
  event_settings: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: eventSettings.eventId,
          showGiftList: eventSettings.showGiftList,
          showGuestMessages: eventSettings.showGuestMessages,
          showEventInfo: eventSettings.showEventInfo,
          allowGuestConfirmation: eventSettings.allowGuestConfirmation,
          sitePassword: sql<boolean>`${eventSettings.sitePasswordHash} is not null`,
          guestPaysFee: eventSettings.guestPaysFee,
        })
        .from(eventSettings)
        .where(inEvents(eventSettings.eventId, scope)),
    ),
  custom_pages: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: customPages.eventId,
          id: customPages.id,
          title: customPages.title,
          content: customPages.content,
          position: customPages.position,
        })
        .from(customPages)
        .where(inEvents(customPages.eventId, scope))
        .orderBy(asc(customPages.position), asc(customPages.id)),
    ),
  gallery_items: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: galleryItems.eventId,
          id: galleryItems.id,
          type: galleryItems.type,
          storageKey: galleryItems.storageKey,
          sizeBytes: galleryItems.sizeBytes,
          createdAt: galleryItems.createdAt,
        })
        .from(galleryItems)
        .where(inEvents(galleryItems.eventId, scope))
        .orderBy(asc(galleryItems.id)),
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
  event_member_invitations: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: eventMemberInvitations.eventId,
          id: eventMemberInvitations.id,
          email: eventMemberInvitations.email,
          role: eventMemberInvitations.role,
          createdAt: eventMemberInvitations.createdAt,
          expiresAt: eventMemberInvitations.expiresAt,
          acceptedAt: eventMemberInvitations.acceptedAt,
          revokedAt: eventMemberInvitations.revokedAt,
        })
        .from(eventMemberInvitations)
        .where(inEvents(eventMemberInvitations.eventId, scope))
        .orderBy(asc(eventMemberInvitations.id)),
    ),
  event_activities: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: eventActivities.eventId,
          id: eventActivities.id,
          actorName: eventActivities.actorName,
          action: eventActivities.action,
          quantity: eventActivities.quantity,
          createdAt: eventActivities.createdAt,
        })
        .from(eventActivities)
        .where(inEvents(eventActivities.eventId, scope))
        .orderBy(asc(eventActivities.id)),
    ),
  event_services: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: eventServices.eventId,
          id: eventServices.id,
          type: eventServices.type,
          status: eventServices.status,
          price: eventServices.price,
          quantity: eventServices.quantity,
          contractedAt: eventServices.contractedAt,
          createdAt: eventServices.createdAt,
        })
        .from(eventServices)
        .where(inEvents(eventServices.eventId, scope))
        .orderBy(asc(eventServices.id)),
    ),
  payout_destinations: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: payoutDestinations.eventId,
          kind: payoutDestinations.kind,
          masked: payoutDestinations.masked,
        })
        .from(payoutDestinations)
        .where(inEvents(payoutDestinations.eventId, scope)),
    ),
  payout_destination_changes: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: payoutDestinationChanges.eventId,
          id: payoutDestinationChanges.id,
          masked: payoutDestinationChanges.masked,
          changedAt: payoutDestinationChanges.changedAt,
        })
        .from(payoutDestinationChanges)
        .where(inEvents(payoutDestinationChanges.eventId, scope))
        .orderBy(asc(payoutDestinationChanges.id)),
    ),
  payouts: async (db, scope) =>
    ofEvents(
      await db
        .select({
          eventId: payouts.eventId,
          id: payouts.id,
          requestedAmount: payouts.requestedAmount,
          paidAmount: payouts.paidAmount,
          status: payouts.status,
          destinationMasked: payouts.destinationMasked,
          failureReason: payouts.failureReason,
          createdAt: payouts.createdAt,
          concludedAt: payouts.concludedAt,
        })
        .from(payouts)
        .where(inEvents(payouts.eventId, scope))
        .orderBy(asc(payouts.id)),
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
