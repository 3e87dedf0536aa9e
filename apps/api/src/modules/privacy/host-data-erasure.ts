import { EVENT_IMAGE_SLOTS } from '@celebra/contracts';
import {
  accountExports,
  customPages,
  emailChanges,
  eventActivities,
  eventDetails,
  eventMemberInvitations,
  eventMembers,
  events,
  galleryItems,
  partyMedia,
  outbox,
  passwordResets,
  payoutDestinations,
  payouts,
  rsvpQuestions,
  sessions,
  type Tx,
  users,
} from '@celebra/db';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { MediaPipeline } from '../../media';
import {
  eventImageFolder,
  removeEventImageFiles,
} from '../events/event-images.service';
import { EVENT_IMAGE_COLUMNS } from '../events/events.repository';
import { accountDataTexts as t } from './account-data-texts';
import { type HostDataScope, inEvents } from './host-data-export';
import type { HostDataTable } from './personal-data-tables';

/** Files to delete once the erasure committed (a rollback keeps them). */
export type AfterErasure = ((media: MediaPipeline) => Promise<void>)[];

type TableErasure = (
  tx: Tx,
  scope: HostDataScope,
  after: AfterErasure,
) => Promise<unknown>;

/** The address a closed account keeps: unique (users' e-mails are) and never deliverable. */
const closedAccountEmail = (userId: number) => `encerrada+${userId}@invalid`;

/**
 * What closing an account does to each table with a host's personal data (the registry's
 * `erase` rule, table by table): every key of HostDataTable must be here, so a table added to
 * the registry without an erasure does not compile. Runs in one transaction.
 */
const HOST_DATA_ERASURE: Record<HostDataTable, TableErasure> = {
  users: (tx, { userId }) =>
    tx
      .update(users)
      .set({
        firstName: t.closedName,
        lastName: '',
        email: closedAccountEmail(userId),
        phoneNumber: '',
        // Not a hash any password can match.
        passwordHash: '!closed',
        active: false,
        closesAt: null,
        closedAt: sql`now()`,
      })
      .where(eq(users.id, userId)),
  sessions: (tx, { userId }) =>
    tx.delete(sessions).where(eq(sessions.userId, userId)),
  password_resets: (tx, { userId }) =>
    tx.delete(passwordResets).where(eq(passwordResets.userId, userId)),
  email_changes: (tx, { userId }) =>
    tx.delete(emailChanges).where(eq(emailChanges.userId, userId)),
  account_exports: async (tx, { userId }, after) => {
    const deleted = await tx
      .delete(accountExports)
      .where(eq(accountExports.userId, userId))
      .returning({ storageKey: accountExports.storageKey });
    for (const { storageKey } of deleted)
      if (storageKey) after.push((media) => media.removeStored(storageKey));
  },
  // Taken offline, its texts and pictures gone; the row stays for the money records.
  events: async (tx, scope, after) => {
    const owned = await tx
      .select({
        id: events.id,
        avatarUrl: events.avatarUrl,
        avatarImage: events.avatarImage,
        bannerUrl: events.bannerUrl,
        bannerImage: events.bannerImage,
      })
      .from(events)
      .where(inEvents(events.id, scope));
    for (const event of owned) {
      for (const slot of EVENT_IMAGE_SLOTS) {
        const columns = EVENT_IMAGE_COLUMNS[slot];
        const image = { url: event[columns.url], image: event[columns.image] };
        after.push((media) =>
          removeEventImageFiles(media, eventImageFolder(event.id, slot), image),
        );
      }
    }
    await tx
      .update(events)
      .set({
        // The id keeps it unique; the time part keeps it clear of a slug a host once chose.
        slug: sql`'encerrado-' || ${events.id} || '-' || to_hex(extract(epoch from now())::bigint)`,
        title: t.closedEventTitle,
        subtitle: '',
        titleDescription: '',
        description: '',
        avatarUrl: null,
        avatarImage: null,
        bannerUrl: null,
        bannerImage: null,
        active: false,
      })
      .where(inEvents(events.id, scope));
  },
  // The date and kind stay (the back office's counts); the place and the stream go.
  event_details: (tx, scope) =>
    tx
      .update(eventDetails)
      .set({
        startTime: null,
        endTime: null,
        eventLocation: null,
        postalCode: null,
        fullAddress: null,
        latitude: null,
        longitude: null,
        transmission: null,
        transmissionLink: null,
        transmissionPassword: null,
      })
      .where(inEvents(eventDetails.eventId, scope)),
  event_settings: async () => undefined,
  custom_pages: (tx, scope) =>
    tx.delete(customPages).where(inEvents(customPages.eventId, scope)),
  // Their answers go with them.
  rsvp_questions: (tx, scope) =>
    tx.delete(rsvpQuestions).where(inEvents(rsvpQuestions.eventId, scope)),
  gallery_items: async (tx, scope, after) => {
    const deleted = await tx
      .delete(galleryItems)
      .where(inEvents(galleryItems.eventId, scope))
      .returning({
        storageKey: galleryItems.storageKey,
        image: galleryItems.image,
      });
    for (const item of deleted)
      after.push((media) =>
        item.image
          ? media.removePicture(item.image)
          : media.removeStored(item.storageKey),
      );
  },
  party_media: async (tx, scope, after) => {
    const deleted = await tx
      .delete(partyMedia)
      .where(inEvents(partyMedia.eventId, scope))
      .returning({
        storageKey: partyMedia.storageKey,
        image: partyMedia.image,
      });
    for (const item of deleted)
      after.push((media) =>
        item.image
          ? media.removePicture(item.image)
          : media.removeStored(item.storageKey),
      );
  },
  event_gifts: async () => undefined,
  // Everyone's access to the owned events, and the account's access to other people's.
  event_members: (tx, scope) =>
    tx
      .delete(eventMembers)
      .where(
        or(
          inEvents(eventMembers.eventId, scope),
          eq(eventMembers.userId, scope.userId),
        ),
      ),
  event_member_invitations: (tx, scope) =>
    tx
      .delete(eventMemberInvitations)
      .where(inEvents(eventMemberInvitations.eventId, scope)),
  event_activities: async (tx, scope) => {
    await tx
      .update(eventActivities)
      .set({ actorName: '', actorUserId: null })
      .where(inEvents(eventActivities.eventId, scope));
    await tx
      .update(eventActivities)
      .set({ actorName: t.closedName, actorUserId: null })
      .where(eq(eventActivities.actorUserId, scope.userId));
  },
  event_services: async () => undefined,
  payout_destinations: (tx, scope) =>
    tx
      .delete(payoutDestinations)
      .where(inEvents(payoutDestinations.eventId, scope)),
  payout_destination_changes: async () => undefined,
  // Kept as money records: the masked destination stays, the encrypted one goes.
  payouts: (tx, scope) =>
    tx
      .update(payouts)
      .set({ destinationEncrypted: null })
      .where(
        and(
          inEvents(payouts.eventId, scope),
          isNotNull(payouts.destinationEncrypted),
        ),
      ),
  privacy_requests: async () => undefined,
  outbox: (tx, scope) =>
    tx
      .delete(outbox)
      .where(eq(sql`lower(${outbox.recipient})`, scope.email.toLowerCase())),
};

/** Runs every table's erasure of the scope, in the registry's order. */
export async function eraseHostData(
  tx: Tx,
  scope: HostDataScope,
): Promise<AfterErasure> {
  const after: AfterErasure = [];
  for (const table of Object.keys(HOST_DATA_ERASURE) as HostDataTable[])
    await HOST_DATA_ERASURE[table](tx, scope, after);
  return after;
}
