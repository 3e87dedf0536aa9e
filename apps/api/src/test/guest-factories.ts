import type { ServiceType } from '@celebra/contracts';
import {
  customPages,
  insertGuestsWithOwnInvitations,
  type Db,
  eventServices,
  eventSettings,
  guestMessages,
  guestResponses,
  guests,
  type NewGuest,
  type NewGuestMessage,
  type NewGuestResponse,
  services,
  oneRow,
} from '@celebra/db';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { unique } from './factories';

/** A service of `type` bought for the event, in `status` (default CONTRACTED). */
export async function contractService(
  db: Db,
  eventId: number,
  type: ServiceType,
  status: 'PENDING' | 'CONTRACTED' | 'EXPIRED' | 'CANCELLED' = 'CONTRACTED',
) {
  const service = oneRow(
    await db
      .insert(services)
      .values({ type, name: unique(type), price: 1490, quantity: 1 })
      .returning({ id: services.id }),
  );
  await db.insert(eventServices).values({
    eventId,
    serviceId: service.id,
    status,
    type,
    price: 1490,
    quantity: 1,
    provider: 'local',
    contractedAt: status === 'CONTRACTED' ? new Date() : null,
  });
}

/** Sets (or, with null, removes) the site password as the settings page stores it. */
export async function setSitePassword(
  db: Db,
  eventId: number,
  password: string | null,
) {
  await db
    .update(eventSettings)
    .set({ sitePasswordHash: password ? await hashPassword(password) : null })
    .where(eq(eventSettings.eventId, eventId));
}

export async function setEventSettings(
  db: Db,
  eventId: number,
  values: Partial<typeof eventSettings.$inferInsert>,
) {
  await db
    .update(eventSettings)
    .set(values)
    .where(eq(eventSettings.eventId, eventId));
}

export async function createGuest(
  db: Db,
  eventId: number,
  values: Partial<Omit<NewGuest, 'invitationId'>> = {},
) {
  return oneRow(
    await insertGuestsWithOwnInvitations(db, [
      {
        eventId,
        firstName: 'Maria',
        lastName: 'Silva',
        email: `${unique('convidada')}@example.com`,
        phoneNumber: '(11) 91234-5678',
        ...values,
      },
    ]),
  );
}

/** An answer waiting for the host's review, sent with the e-mail of `guestId`. */
export async function createGuestResponse(
  db: Db,
  eventId: number,
  guestId: number,
  values: Partial<NewGuestResponse> = {},
) {
  const row = oneRow(
    await db
      .insert(guestResponses)
      .values({
        eventId,
        guestId,
        firstName: 'Maria',
        lastName: 'Silva',
        email: 'maria@example.com',
        phoneNumber: '(11) 98765-4321',
        attending: true,
        ...values,
      })
      .returning(),
  );
  return row;
}

export async function createGuestMessage(
  db: Db,
  eventId: number,
  values: Partial<NewGuestMessage> = {},
) {
  const row = oneRow(
    await db
      .insert(guestMessages)
      .values({
        eventId,
        firstName: 'Carla',
        lastName: 'Dias',
        email: 'carla@example.com',
        message: 'Felicidades!',
        ...values,
      })
      .returning(),
  );
  return row;
}

export async function createCustomPage(
  db: Db,
  eventId: number,
  values: { title: string; content?: string; position?: number },
) {
  const row = oneRow(
    await db
      .insert(customPages)
      .values({ eventId, ...values })
      .returning({ id: customPages.id }),
  );
  return row;
}

export async function countGuests(db: Db, eventId: number): Promise<number> {
  const row = oneRow(
    await db
      .select({ n: count() })
      .from(guests)
      .where(eq(guests.eventId, eventId)),
  );
  return row.n;
}

export async function countGuestMessages(
  db: Db,
  eventId: number,
): Promise<number> {
  const row = oneRow(
    await db
      .select({ n: count() })
      .from(guestMessages)
      .where(eq(guestMessages.eventId, eventId)),
  );
  return row.n;
}
