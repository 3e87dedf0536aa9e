import { DEFAULT_EVENT_COLOR } from '@celebra/contracts';
import {
  admins,
  type Db,
  eventCategories,
  eventDetails,
  eventGifts,
  eventMembers,
  events,
  eventSettings,
  eventTypes,
  gifts,
  sessions,
  users,
  oneRow,
} from '@celebra/db';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import { hashSessionToken, newSessionToken } from '../lib/session-token';

let sequence = 0;

/** A value unique in this test process: 'name-3-k2x9'. */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${Math.random().toString(36).slice(2, 6)}`;
}

/** A distinct client address per call, so rate limits of one test do not touch the next. */
export function nextIp(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

const DAY_MS = 86_400_000;

/** One event type, one category and `giftCount` gifts (centavos 1000, 2000, …). */
export async function createCatalogue(
  db: Db,
  options: { giftCount?: number; active?: boolean; typeName?: string } = {},
) {
  const active = options.active ?? true;
  const type = oneRow(
    await db
      .insert(eventTypes)
      .values({ name: options.typeName ?? unique('Tipo'), active })
      .returning(),
  );
  const category = oneRow(
    await db
      .insert(eventCategories)
      .values({ eventTypeId: type.id, name: unique('Categoria'), active })
      .returning(),
  );
  const created = await db
    .insert(gifts)
    .values(
      Array.from({ length: options.giftCount ?? 5 }, (_, index) => ({
        eventCategoryId: category.id,
        name: unique('Presente'),
        price: (index + 1) * 1000,
        imageUrl: `/media/catalogue/gift-${index}.webp`,
      })),
    )
    .returning();
  return {
    eventTypeId: type.id,
    categoryId: category.id,
    giftIds: created.map((gift) => gift.id),
  };
}

async function openSession(
  db: Db,
  owner: { userId: number } | { adminId: number },
  expiresAt = new Date(Date.now() + DAY_MS),
) {
  const token = newSessionToken();
  await db
    .insert(sessions)
    .values({ ...owner, tokenHash: hashSessionToken(token), expiresAt });
  return token;
}

export interface TestHost {
  user: {
    id: number;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
  };
  event: { id: number; slug: string };
  giftIds: number[];
  /** The price of each gift of `giftIds`, in centavos (what the site shows a guest). */
  giftPrices: number[];
  token: string;
  headers: Record<string, string>;
}

/** A host with a password, an event (details, settings, gift list) and a live session, written straight to the database. */
export async function createHost(
  db: Db,
  options: {
    active?: boolean;
    eventActive?: boolean;
    catalogue?: { categoryId: number; giftIds: number[] };
  } = {},
): Promise<TestHost> {
  const catalogue = options.catalogue ?? (await createCatalogue(db));
  const password = 'senha1234';
  const profile = {
    firstName: 'Ana',
    lastName: unique('Souza'),
    email: `${unique('host')}@example.com`,
    phoneNumber: '(11) 98765-4321',
  };
  const user = oneRow(
    await db
      .insert(users)
      .values({
        ...profile,
        passwordHash: await hashPassword(password),
        active: options.active ?? true,
      })
      .returning({ id: users.id }),
  );
  const event = oneRow(
    await db
      .insert(events)
      .values({
        userId: user.id,
        eventCategoryId: catalogue.categoryId,
        slug: unique('evento'),
        title: 'Ana & João',
        subtitle: 'Nosso casamento',
        color: DEFAULT_EVENT_COLOR,
        active: options.eventActive ?? true,
      })
      .returning({ id: events.id, slug: events.slug }),
  );
  await db
    .insert(eventMembers)
    .values({ eventId: event.id, userId: user.id, role: 'owner' });
  await db.insert(eventDetails).values({ eventId: event.id });
  await db.insert(eventSettings).values({ eventId: event.id });
  await db
    .insert(eventGifts)
    .values(catalogue.giftIds.map((giftId) => ({ eventId: event.id, giftId })));
  const token = await openSession(db, { userId: user.id });
  const priced = await db
    .select({ id: gifts.id, price: gifts.price })
    .from(gifts)
    .where(inArray(gifts.id, catalogue.giftIds));
  const priceOf = new Map(priced.map((gift) => [gift.id, gift.price]));
  return {
    user: { id: user.id, password, ...profile },
    event,
    giftIds: catalogue.giftIds,
    giftPrices: catalogue.giftIds.map((id) => priceOf.get(id) ?? 0),
    token,
    headers: userHeaders(token, user.id),
  };
}

export interface TestAdmin {
  admin: { id: number; email: string; password: string; firstName: string };
  token: string;
  headers: Record<string, string>;
}

export async function createAdmin(
  db: Db,
  options: { active?: boolean } = {},
): Promise<TestAdmin> {
  const password = 'admin1234';
  const email = `${unique('admin')}@example.com`;
  const admin = oneRow(
    await db
      .insert(admins)
      .values({
        firstName: 'Beatriz',
        lastName: 'Lima',
        email,
        passwordHash: await hashPassword(password),
        active: options.active ?? true,
      })
      .returning({ id: admins.id, firstName: admins.firstName }),
  );
  const token = await openSession(db, { adminId: admin.id });
  return {
    admin: { ...admin, email, password },
    token,
    headers: adminHeaders(token, admin.id),
  };
}

/** A session that expired an hour ago. */
export function createExpiredSession(
  db: Db,
  owner: { userId: number } | { adminId: number },
) {
  return openSession(db, owner, new Date(Date.now() - 60 * 60 * 1000));
}

export function userHeaders(
  token: string,
  userId: number,
): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-user-id': String(userId) };
}

export function adminHeaders(
  token: string,
  adminId: number,
): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-admin-id': String(adminId) };
}
