import { oneRow } from '../one-row';
import { count, eq, getTableName, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../database';
import * as schema from '../schema';
import { createTestDatabase, type TestDatabase } from '../testing';
import { DEFAULT_ADMIN, DEMO_EVENT_SLUG, DEMO_HOST } from './credentials';
import { seedDemo } from './seed-demo';
import type { SeedOptions } from './seed-options';

const tables: PgTable[] = Object.values(schema).flatMap((value) =>
  is(value, PgTable) ? [value] : [],
);

let database: TestDatabase;
let db: Db;
const stored = new Map<string, { data: Buffer; contentType: string }>();

const options: SeedOptions = {
  storeFile: async (key, data, contentType) => {
    stored.set(key, { data, contentType });
    return `/media/${key}`;
  },
  hashPassword: async (plain) => `hashed:${plain}`,
  admin: { email: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password },
};

async function rowCounts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const { value } = oneRow(await db.select({ value: count() }).from(table));
      return [getTableName(table), value] as const;
    }),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
}, 60_000);

afterAll(() => database?.close());

describe('seedDemo', () => {
  let firstCounts: Record<string, number>;

  it('creates the admin, services and catalogue on an empty database, and no demo when told so', async () => {
    await expect(
      seedDemo(db, { ...options, includeDemoEvent: false }),
    ).resolves.toEqual({
      adminCreated: true,
      serviceTypesCreated: 5,
      servicesCreated: expect.any(Number),
      catalogueCreated: true,
      demoCreated: false,
    });
    const counts = await rowCounts();
    expect(counts.services).toBeGreaterThanOrEqual(4);
    expect(counts.event_types).toBe(4);
    expect([counts.users, counts.events, counts.orders]).toEqual([0, 0, 0]);
  }, 30_000);

  it('then adds only the demo host and event', async () => {
    await expect(seedDemo(db, options)).resolves.toEqual({
      adminCreated: false,
      serviceTypesCreated: 0,
      servicesCreated: 0,
      catalogueCreated: false,
      demoCreated: true,
    });
    firstCounts = await rowCounts();
    expect([firstCounts.users, firstCounts.events, firstCounts.orders]).toEqual(
      [1, 1, 2],
    );
  });

  it('changes nothing when run again, even twice at once', async () => {
    const filesBefore = stored.size;
    const results = await Promise.all([
      seedDemo(db, options),
      seedDemo(db, options),
    ]);
    for (const result of results) {
      expect(result).toEqual({
        adminCreated: false,
        serviceTypesCreated: 0,
        servicesCreated: 0,
        catalogueCreated: false,
        demoCreated: false,
      });
    }
    expect(await rowCounts()).toEqual(firstCounts);
    expect(stored.size).toBe(filesBefore);
  });

  it('does not add an admin whose e-mail differs only by case', async () => {
    const result = await seedDemo(db, {
      ...options,
      admin: { email: ' ADMIN@Celebra.dev ', password: 'other' },
    });
    expect(result.adminCreated).toBe(false);
    const admins = await db.select().from(schema.admins);
    expect(admins).toEqual([
      expect.objectContaining({
        email: DEFAULT_ADMIN.email,
        passwordHash: `hashed:${DEFAULT_ADMIN.password}`,
        active: true,
      }),
    ]);
  });

  it('gives every event type a picture and every category at least 8 gifts with pictures and prices', async () => {
    const types = await db.query.eventTypes.findMany({
      with: {
        eventCategories: {
          with: { gifts: { where: isNull(schema.gifts.eventId) } },
        },
      },
    });
    expect(types.map((type) => type.name)).toEqual([
      'Casamento',
      'Chá de bebê',
      'Aniversário',
      'Chá de casa nova',
    ]);
    for (const type of types) {
      expect(type.imageUrl).toMatch(/^\/media\/.+\.webp$/);
      expect(type.eventCategories.length).toBeGreaterThanOrEqual(2);
      for (const category of type.eventCategories) {
        expect(category.gifts.length).toBeGreaterThanOrEqual(8);
        for (const gift of category.gifts) {
          expect(gift.imageUrl).toMatch(/^\/media\/.+\.webp$/);
          expect(Number.isInteger(gift.price) && gift.price > 0).toBe(true);
          expect(gift.description).not.toBe('');
        }
      }
    }
  });

  it('stores every picture it links as a WebP image', async () => {
    const gifts = await db
      .select({ imageUrl: schema.gifts.imageUrl })
      .from(schema.gifts);
    for (const { imageUrl } of gifts) {
      const file = stored.get(String(imageUrl).replace('/media/', ''));
      expect(file?.contentType).toBe('image/webp');
      expect(file?.data.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(file?.data.subarray(8, 12).toString('ascii')).toBe('WEBP');
    }
  });

  it('gives every event the free package of 5 photos and 1 video', async () => {
    const types = await db.select().from(schema.serviceTypes);
    const included = Object.fromEntries(
      types.map((type) => [type.code, type.includedQuantity]),
    );
    expect(included).toEqual({
      IMAGE: 5,
      VIDEO: 1,
      PASSWORD: 0,
      PAGE: 0,
      EXTRA: 0,
    });
  });

  it('creates the demo host with a hashed password and the demo event with its content', async () => {
    const [host] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_HOST.email));
    expect(host).toEqual(
      expect.objectContaining({
        passwordHash: `hashed:${DEMO_HOST.password}`,
        phoneNumber: '(11) 98765-4321',
        active: true,
      }),
    );

    const event = await db.query.events.findFirst({
      where: eq(schema.events.slug, DEMO_EVENT_SLUG),
      with: {
        details: true,
        settings: true,
        eventGifts: true,
        guests: true,
        guestMessages: true,
      },
    });
    expect(event?.userId).toBe(host?.id);
    expect(event?.details).toEqual(
      expect.objectContaining({
        eventType: 'in-person',
        postalCode: expect.stringMatching(/^\d{5}-\d{3}$/),
      }),
    );
    expect(event?.details?.latitude).toEqual(expect.any(Number));
    expect(
      event?.details?.eventDate &&
        event.details.eventDate > new Date().toISOString().slice(0, 10),
    ).toBe(true);
    expect(event?.settings).toEqual(
      expect.objectContaining({
        showGiftList: true,
        showGuestMessages: true,
        showEventInfo: true,
        allowGuestConfirmation: true,
      }),
    );
    expect(event?.eventGifts.length).toBeGreaterThanOrEqual(6);
    const own = await db
      .select()
      .from(schema.gifts)
      .where(eq(schema.gifts.eventId, event?.id ?? 0));
    expect(
      own.map(({ kind, price, shareCount }) => ({ kind, price, shareCount })),
    ).toEqual([
      { kind: 'free', price: 0, shareCount: null },
      { kind: 'shares', price: 600_000, shareCount: 12 },
    ]);
    expect(event?.guests.length).toBeGreaterThanOrEqual(3);
    expect(event?.guestMessages.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo event one approved order with a 5% fee and one pending order, both snapshotting gifts', async () => {
    const event = oneRow(
      await db
        .select()
        .from(schema.events)
        .where(eq(schema.events.slug, DEMO_EVENT_SLUG)),
    );
    const orders = await db.query.orders.findMany({
      where: eq(schema.orders.eventId, event.id),
      with: { items: true },
      orderBy: sql`${schema.orders.id}`,
    });
    expect(orders.map((order) => order.status)).toEqual([
      'APPROVED',
      'PENDING',
    ]);
    for (const order of orders) {
      const itemsTotal = order.items.reduce(
        (sum, item) => sum + item.unitPrice * item.quantity,
        0,
      );
      expect(order.total).toBe(itemsTotal);
      expect(order.fee).toBe(Math.round(order.total * 0.05));
      expect(order.userAmount).toBe(order.total - order.fee);
      expect(
        order.items.every(
          (item) => item.giftName !== '' && item.giftId !== null,
        ),
      ).toBe(true);
    }
    expect(orders[0]?.approvedAt).toBeInstanceOf(Date);
  });
});
