import { oneRow } from './one-row';
import { eq, sql } from 'drizzle-orm';
import { createDb } from './create-db';
import type { Database, Db } from './database';
import { migrateDb, MIGRATIONS_FOLDER } from './migrate';
import { isForeignKeyViolation, PG_ERROR, pgErrorOf } from './pg-error';
import {
  admins,
  eventCategories,
  eventGifts,
  events,
  eventTypes,
  gifts,
  guests,
  orderItems,
  orders,
  paymentEvents,
  payouts,
  services,
  sessions,
  users,
} from './schema';
import { createTestDatabase, type TestDatabase } from './testing';
import { insertGuestsWithOwnInvitations } from './invitation-rows';
import { readMigrationFiles } from 'drizzle-orm/migrator';

const TABLES = [
  'account_exports',
  'admin_data_views',
  'admins',
  'custom_pages',
  'email_changes',
  'event_activities',
  'event_categories',
  'event_details',
  'event_gifts',
  'event_member_invitations',
  'event_members',
  'event_services',
  'event_settings',
  'event_types',
  'events',
  'gallery_items',
  'gift_suggestions',
  'gifts',
  'guest_messages',
  'guest_responses',
  'guests',
  'invitations',
  'order_items',
  'order_pix_charges',
  'orders',
  'outbox',
  'party_media',
  'password_resets',
  'payment_events',
  'payout_destination_changes',
  'payout_destinations',
  'payouts',
  'privacy_codes',
  'privacy_requests',
  'rsvp_answers',
  'rsvp_questions',
  'service_types',
  'services',
  'sessions',
  'users',
];

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  db = database.db;
}, 60_000);

afterAll(() => database?.close());

async function expectPgError(
  query: PromiseLike<unknown>,
  code: string,
  constraint?: string,
): Promise<void> {
  const error = await Promise.resolve(query).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(pgErrorOf(error)).toEqual(
    expect.objectContaining({ code, ...(constraint ? { constraint } : {}) }),
  );
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${++sequence}`;

async function createUser(email = `${unique('host')}@example.com`) {
  const user = oneRow(
    await db
      .insert(users)
      .values({
        firstName: 'Ana',
        lastName: 'Souza',
        email,
        phoneNumber: '(11) 98765-4321',
        passwordHash: 'x',
      })
      .returning(),
  );
  return user;
}

async function createCategory() {
  const type = oneRow(
    await db
      .insert(eventTypes)
      .values({ name: unique('Casamento') })
      .returning(),
  );
  const category = oneRow(
    await db
      .insert(eventCategories)
      .values({ eventTypeId: type.id, name: 'Lua de mel' })
      .returning(),
  );
  return category;
}

async function createGift(price = 10_000) {
  const category = await createCategory();
  const gift = oneRow(
    await db
      .insert(gifts)
      .values({ eventCategoryId: category.id, name: 'Jantar', price })
      .returning(),
  );
  return gift;
}

async function createEvent(slug = unique('evento')) {
  const [user, category] = await Promise.all([createUser(), createCategory()]);
  const event = oneRow(
    await db
      .insert(events)
      .values({
        userId: user.id,
        eventCategoryId: category.id,
        slug,
        title: 'Ana & Pedro',
      })
      .returning(),
  );
  return event;
}

describe('migrations', () => {
  it('apply on a fresh database once, even when two start at once', async () => {
    const second: Database = database.databaseUrl
      ? await createDb({ databaseUrl: database.databaseUrl })
      : database;
    try {
      await Promise.all([migrateDb(database), migrateDb(second)]);
    } finally {
      if (second !== database) await second.close();
    }

    const applied = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.count).toBe(
      readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length,
    );

    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(TABLES);
  }, 120_000);

  it('are a no-op when already applied', async () => {
    await expect(migrateDb(database)).resolves.toBeUndefined();
  });
});

describe('constraints', () => {
  it('reject a second event with the same slug', async () => {
    await createEvent('ana-e-pedro');
    await expectPgError(
      createEvent('ana-e-pedro'),
      PG_ERROR.uniqueViolation,
      'events_slug_key',
    );
  });

  it('reject a user e-mail that differs only by case', async () => {
    await createUser('Maria@Example.com');
    await expectPgError(
      createUser('maria@example.COM'),
      PG_ERROR.uniqueViolation,
      'users_email_lower_key',
    );
  });

  it('reject an admin e-mail that differs only by case', async () => {
    await db.insert(admins).values({
      firstName: 'Admin',
      email: 'root@celebra.dev',
      passwordHash: 'x',
    });
    await expectPgError(
      db.insert(admins).values({
        firstName: 'Admin',
        email: 'ROOT@celebra.dev',
        passwordHash: 'x',
      }),
      PG_ERROR.uniqueViolation,
      'admins_email_lower_key',
    );
  });

  it('allow one PENDING payout per event, next to concluded ones', async () => {
    const event = await createEvent();
    const paid = oneRow(
      await db
        .insert(payouts)
        .values({
          eventId: event.id,
          requestedAmount: 5_000,
          paidAmount: 5_000,
          status: 'PAID',
        })
        .returning(),
    );
    const pending = oneRow(
      await db
        .insert(payouts)
        .values({ eventId: event.id, requestedAmount: 2_500 })
        .returning(),
    );
    expect([paid.status, pending.status]).toEqual(['PAID', 'PENDING']);

    await expectPgError(
      db.insert(payouts).values({ eventId: event.id, requestedAmount: 1_000 }),
      PG_ERROR.uniqueViolation,
      'payouts_one_pending_per_event',
    );

    await db
      .update(payouts)
      .set({ status: 'CANCELLED' })
      .where(eq(payouts.id, pending.id));
    await expect(
      db.insert(payouts).values({ eventId: event.id, requestedAmount: 2_500 }),
    ).resolves.toBeDefined();
  });

  it('reject a paid amount above the requested amount and a non-positive request', async () => {
    const event = await createEvent();
    await expectPgError(
      db.insert(payouts).values({
        eventId: event.id,
        requestedAmount: 1_000,
        paidAmount: 1_001,
        status: 'PAID',
      }),
      PG_ERROR.checkViolation,
      'payouts_paid_amount_range',
    );
    await expectPgError(
      db.insert(payouts).values({ eventId: event.id, requestedAmount: 0 }),
      PG_ERROR.checkViolation,
      'payouts_requested_amount_positive',
    );
  });

  it('reject negative and zero gift prices and negative service prices', async () => {
    const category = await createCategory();
    await expectPgError(
      db
        .insert(gifts)
        .values({ eventCategoryId: category.id, name: 'Jantar', price: -100 }),
      PG_ERROR.checkViolation,
      'gifts_price_of_kind',
    );
    await expectPgError(
      db
        .insert(gifts)
        .values({ eventCategoryId: category.id, name: 'Jantar', price: 0 }),
      PG_ERROR.checkViolation,
      'gifts_price_of_kind',
    );
    await expectPgError(
      db
        .insert(services)
        .values({ type: 'IMAGE', name: '+20 fotos', price: -1, quantity: 20 }),
      PG_ERROR.checkViolation,
      'services_price_non_negative',
    );
  });

  it('hold each gift kind to its price and shares, and keep free and shared gifts to an event', async () => {
    const event = await createEvent();
    const own = { eventCategoryId: event.eventCategoryId, eventId: event.id };
    type GiftValues = Pick<typeof gifts.$inferInsert, 'kind' | 'price'> & {
      shareCount?: number;
    };
    const cases: [GiftValues, string][] = [
      [{ kind: 'free', price: 5_000 }, 'gifts_price_of_kind'],
      [{ kind: 'shares', price: 0, shareCount: 2 }, 'gifts_price_of_kind'],
      [{ kind: 'shares', price: 10_000 }, 'gifts_shares_of_kind'],
      [
        { kind: 'shares', price: 10_000, shareCount: 1 },
        'gifts_shares_of_kind',
      ],
      [
        { kind: 'shares', price: 10_001, shareCount: 2 },
        'gifts_shares_of_kind',
      ],
      [{ kind: 'fixed', price: 10_000, shareCount: 2 }, 'gifts_shares_of_kind'],
    ];
    for (const [values, constraint] of cases)
      await expectPgError(
        db.insert(gifts).values({ ...own, name: 'Viagem', ...values }),
        PG_ERROR.checkViolation,
        constraint,
      );
    await expectPgError(
      db.insert(gifts).values({
        eventCategoryId: event.eventCategoryId,
        name: 'Viagem',
        kind: 'free',
        price: 0,
      }),
      PG_ERROR.checkViolation,
      'gifts_own_kinds',
    );
    await expect(
      db.insert(gifts).values([
        { ...own, name: 'Casa', kind: 'free', price: 0 },
        {
          ...own,
          name: 'Viagem',
          kind: 'shares',
          price: 600_000,
          shareCount: 12,
        },
      ]),
    ).resolves.toBeDefined();
  });

  it('reject order amounts that do not add up', async () => {
    const event = await createEvent();
    const base = {
      eventId: event.id,
      total: 10_000,
      fee: 500,
      provider: 'local',
    };
    await expect(
      db
        .insert(orders)
        .values({ ...base, chargedAmount: 10_000, userAmount: 9_500 })
        .returning(),
    ).resolves.toHaveLength(1);
    await expect(
      db
        .insert(orders)
        .values({
          ...base,
          guestPaysFee: true,
          chargedAmount: 10_500,
          userAmount: 10_000,
        })
        .returning(),
    ).resolves.toHaveLength(1);
    await expectPgError(
      db
        .insert(orders)
        .values({ ...base, chargedAmount: 10_000, userAmount: 10_000 }),
      PG_ERROR.checkViolation,
      'orders_amounts_consistent',
    );
  });

  it('keep order item snapshots when the catalogue gift is deleted', async () => {
    const event = await createEvent();
    const gift = await createGift(12_000);
    await db.insert(eventGifts).values({ eventId: event.id, giftId: gift.id });
    const order = oneRow(
      await db
        .insert(orders)
        .values({
          eventId: event.id,
          total: 12_000,
          chargedAmount: 12_000,
          userAmount: 12_000,
          provider: 'local',
        })
        .returning(),
    );
    await db.insert(orderItems).values({
      orderId: order.id,
      giftId: gift.id,
      giftName: gift.name,
      unitPrice: 12_000,
      quantity: 1,
    });

    await db.delete(gifts).where(eq(gifts.id, gift.id));

    const [item] = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(item).toEqual(
      expect.objectContaining({
        giftId: null,
        giftName: 'Jantar',
        unitPrice: 12_000,
      }),
    );
    expect(
      await db
        .select()
        .from(eventGifts)
        .where(eq(eventGifts.eventId, event.id)),
    ).toEqual([]);
  });

  it('refuse to delete an event that has orders, and cascade its guests otherwise', async () => {
    const withOrder = await createEvent();
    await db.insert(orders).values({
      eventId: withOrder.id,
      total: 1_000,
      chargedAmount: 1_000,
      userAmount: 1_000,
      provider: 'local',
    });
    const refused = await db
      .delete(events)
      .where(eq(events.id, withOrder.id))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isForeignKeyViolation(refused)).toBe(true);

    const plain = await createEvent();
    await insertGuestsWithOwnInvitations(db, [
      {
        eventId: plain.id,
        firstName: 'Rui',
        lastName: 'Lima',
        email: 'rui@example.com',
        phoneNumber: '(11) 91234-5678',
      },
    ]);
    await db.delete(events).where(eq(events.id, plain.id));
    expect(
      await db.select().from(guests).where(eq(guests.eventId, plain.id)),
    ).toEqual([]);
  });

  it('reject a gift listed twice on the same event', async () => {
    const event = await createEvent();
    const gift = await createGift();
    await db.insert(eventGifts).values({ eventId: event.id, giftId: gift.id });
    await expectPgError(
      db.insert(eventGifts).values({ eventId: event.id, giftId: gift.id }),
      PG_ERROR.uniqueViolation,
      'event_gifts_event_id_gift_id_key',
    );
  });

  it('reject a webhook event recorded twice for the same provider', async () => {
    const delivery = {
      provider: 'local',
      providerEventId: 'evt-1',
      type: 'payment.approved',
      payload: { id: 'evt-1' },
    };
    await db.insert(paymentEvents).values(delivery);
    const again = await db
      .insert(paymentEvents)
      .values(delivery)
      .onConflictDoNothing()
      .returning();
    expect(again).toEqual([]);
    await expect(
      db
        .insert(paymentEvents)
        .values({ ...delivery, provider: 'mercadopago' })
        .returning(),
    ).resolves.toHaveLength(1);
  });

  it('require a session to belong to exactly one principal', async () => {
    const user = await createUser();
    const admin = oneRow(
      await db
        .insert(admins)
        .values({
          firstName: 'A',
          email: `${unique('adm')}@celebra.dev`,
          passwordHash: 'x',
        })
        .returning(),
    );
    const expiresAt = new Date(Date.now() + 60_000);
    await expectPgError(
      db.insert(sessions).values({
        tokenHash: unique('hash'),
        userId: user.id,
        adminId: admin.id,
        expiresAt,
      }),
      PG_ERROR.checkViolation,
      'sessions_one_principal',
    );
    await expectPgError(
      db.insert(sessions).values({ tokenHash: unique('hash'), expiresAt }),
      PG_ERROR.checkViolation,
      'sessions_one_principal',
    );
    await expect(
      db
        .insert(sessions)
        .values({ tokenHash: unique('hash'), userId: user.id, expiresAt })
        .returning(),
    ).resolves.toHaveLength(1);
  });

  it('reject times that are not HH:MM', async () => {
    const event = await createEvent();
    await expectPgError(
      db.execute(
        sql`insert into event_details (event_id, start_time) values (${event.id}, '25:00')`,
      ),
      PG_ERROR.checkViolation,
      'event_details_start_time_format',
    );
  });
});
