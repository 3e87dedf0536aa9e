import {
  accountExports,
  type Db,
  emailChanges,
  eventActivities,
  eventDetails,
  eventGifts,
  eventMemberInvitations,
  eventServices,
  galleryItems,
  partyMedia,
  oneRow,
  outbox,
  passwordResets,
  payoutDestinationChanges,
  payoutDestinations,
  payouts,
  privacyRequests,
  rsvpQuestions,
  sessions,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import type { TestHost } from '../../test/factories';
import { createCustomPage } from '../../test/guest-factories';
import { insertPayout, insertService } from '../../test/money-factories';
import type { HostDataTable } from './personal-data-tables';

/**
 * Writes a row of `table` for `host`, marked with `tag` where the table has room for it, and
 * answers the value that identifies the row in an export (the tag, or the row's id).
 */
type HostDataFixture = (
  db: Db,
  host: TestHost,
  tag: string,
) => Promise<string | number>;

const hour = () => new Date(Date.now() + 60 * 60_000);

/**
 * One row per table with a host's personal data: every key of HostDataTable must have one, so
 * a table added to the registry fails the export and erasure specs until it is covered.
 */
const HOST_DATA_FIXTURES: Record<HostDataTable, HostDataFixture> = {
  users: async (_db, host) => host.user.email,
  sessions: async (db, host, tag) => {
    await db
      .update(sessions)
      .set({ deviceLabel: tag })
      .where(eq(sessions.userId, host.user.id));
    return tag;
  },
  password_resets: async (db, host, tag) =>
    oneRow(
      await db
        .insert(passwordResets)
        .values({
          tokenHash: `reset-${tag}`,
          userId: host.user.id,
          expiresAt: hour(),
        })
        .returning({ id: passwordResets.id }),
    ).id,
  email_changes: async (db, host, tag) => {
    const newEmail = `${tag}@example.com`;
    await db.insert(emailChanges).values({
      tokenHash: `change-${tag}`,
      userId: host.user.id,
      newEmail,
      expiresAt: hour(),
    });
    return newEmail;
  },
  account_exports: async (db, host, tag) =>
    oneRow(
      await db
        .insert(accountExports)
        .values({
          userId: host.user.id,
          status: 'failed',
          tokenHash: `export-${tag}`,
          expiresAt: new Date(),
        })
        .returning({ id: accountExports.id }),
    ).id,
  events: async (_db, host) => host.event.slug,
  event_details: async (db, host, tag) => {
    await db
      .update(eventDetails)
      .set({ eventLocation: `Salão ${tag}` })
      .where(eq(eventDetails.eventId, host.event.id));
    return `Salão ${tag}`;
  },
  event_settings: async (_db, host) => host.event.id,
  custom_pages: async (db, host, tag) => {
    await createCustomPage(db, host.event.id, { title: `Página ${tag}` });
    return `Página ${tag}`;
  },
  rsvp_questions: async (db, host, tag) => {
    await db.insert(rsvpQuestions).values({
      eventId: host.event.id,
      label: `Pergunta ${tag}`,
      kind: 'text',
    });
    return `Pergunta ${tag}`;
  },
  gallery_items: async (db, host, tag) => {
    const storageKey = `events/${host.event.id}/gallery/${tag}.webp`;
    await db.insert(galleryItems).values({
      eventId: host.event.id,
      type: 'image',
      url: `/media/${storageKey}`,
      storageKey,
      sizeBytes: 10,
    });
    return storageKey;
  },
  party_media: async (db, host, tag) => {
    const storageKey = `events/${host.event.id}/party/${tag}.webp`;
    await db.insert(partyMedia).values({
      eventId: host.event.id,
      kind: 'image',
      status: 'approved',
      guestName: `Convidado ${tag}`,
      url: `/media/${storageKey}`,
      storageKey,
      sizeBytes: 10,
    });
    return storageKey;
  },
  event_gifts: async (db, host) =>
    oneRow(
      await db
        .select({ id: eventGifts.id })
        .from(eventGifts)
        .where(eq(eventGifts.eventId, host.event.id))
        .limit(1),
    ).id,
  event_members: async (_db, host) => host.user.id,
  event_member_invitations: async (db, host, tag) => {
    const email = `convite-${tag}@example.com`;
    await db.insert(eventMemberInvitations).values({
      eventId: host.event.id,
      email,
      role: 'cohost',
      tokenHash: `invite-${tag}`,
      invitedByUserId: host.user.id,
      expiresAt: hour(),
    });
    return email;
  },
  event_activities: async (db, host, tag) => {
    await db.insert(eventActivities).values({
      eventId: host.event.id,
      actorUserId: host.user.id,
      actorName: `Ator ${tag}`,
      action: 'site_changed',
    });
    return `Ator ${tag}`;
  },
  event_services: async (db, host, tag) => {
    const service = await insertService(db, { type: 'PASSWORD' });
    return oneRow(
      await db
        .insert(eventServices)
        .values({
          eventId: host.event.id,
          serviceId: service.id,
          status: 'CONTRACTED',
          type: 'PASSWORD',
          price: service.price,
          quantity: 1,
          provider: 'local',
          providerReference: `svc-${tag}`,
        })
        .returning({ id: eventServices.id }),
    ).id;
  },
  payout_destinations: async (db, host, tag) => {
    await db.insert(payoutDestinations).values({
      eventId: host.event.id,
      kind: 'PIX',
      encrypted: `sealed-${tag}`,
      masked: `pix ***${tag}`,
    });
    return `pix ***${tag}`;
  },
  payout_destination_changes: async (db, host, tag) => {
    await db
      .insert(payoutDestinationChanges)
      .values({ eventId: host.event.id, masked: `antes ***${tag}` });
    return `antes ***${tag}`;
  },
  payouts: async (db, host, tag) => {
    const payout = await insertPayout(db, host.event.id, {
      requestedAmount: 5_000,
      status: 'PAID',
      paidAmount: 5_000,
    });
    await db
      .update(payouts)
      .set({
        destinationEncrypted: `sealed-${tag}`,
        destinationMasked: `pix ***${tag}`,
      })
      .where(eq(payouts.id, payout.id));
    return payout.id;
  },
  privacy_requests: async (db, host, tag) => {
    await db.insert(privacyRequests).values({
      kind: 'account_export',
      email: host.user.email,
      userId: host.user.id,
      outcome: `Pedido ${tag}`,
    });
    return `Pedido ${tag}`;
  },
  outbox: async (db, host, tag) => {
    await db.insert(outbox).values({
      topic: 'test.mail',
      recipient: host.user.email,
      subject: `Assunto ${tag}`,
      text: 'Olá',
    });
    return `Assunto ${tag}`;
  },
};

/** Writes every table's fixture for `host`; answers each table's marker. */
export async function writeHostDataFixtures(
  db: Db,
  host: TestHost,
  tag: string,
): Promise<Record<HostDataTable, string | number>> {
  const markers = {} as Record<HostDataTable, string | number>;
  for (const table of Object.keys(HOST_DATA_FIXTURES) as HostDataTable[])
    markers[table] = await HOST_DATA_FIXTURES[table](db, host, tag);
  return markers;
}

/** Whether one of the rows holds `marker` as one of its values. */
export const rowsHold = (
  rows: { row: Record<string, unknown> }[],
  marker: string | number,
) => rows.some(({ row }) => Object.values(row).includes(marker));
