import {
  eventTransactionsResponseSchema,
  listContractedServicesResponseSchema,
  listDefaultServicesResponseSchema,
  listPendingServicesResponseSchema,
  listReceivedGiftsResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { orderItems } from '@celebra/db';
import { eq } from 'drizzle-orm';
import {
  ensureServiceType,
  insertEvent,
  insertEventService,
  insertUser,
} from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createCatalogue,
  createHost,
  type TestAdmin,
} from '../../test/factories';
import { createOwnGift, oneLinePurchase } from '../../test/gift-kinds-support';
import { insertOrder, insertPayout } from '../../test/money-factories';
import { postPurchase } from '../../payments/testing/guest-orders';

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

const newEvent = async () =>
  (await insertEvent(t.database.db, (await insertUser(t.database.db)).id)).id;

const HOUR_MS = 3_600_000;

describe('GET /api/admin/events/{id}/received-gifts', () => {
  it('lists every order but the cancelled ones, newest first, with their items', async () => {
    const db = t.database.db;
    const eventId = await newEvent();
    const at = (iso: string) => new Date(iso);
    const approved = await insertOrder(db, eventId, {
      itemPrices: [10_000, 2_500],
      fee: 625,
      guestName: 'Carla Dias',
      createdAt: at('2030-01-01T10:00:00Z'),
    });
    const pending = await insertOrder(db, eventId, {
      status: 'PENDING',
      guestName: '',
      createdAt: at('2030-01-03T10:00:00Z'),
    });
    const recused = await insertOrder(db, eventId, {
      status: 'RECUSED',
      createdAt: at('2030-01-02T10:00:00Z'),
    });
    await insertOrder(db, eventId, {
      status: 'CANCELLED',
      createdAt: at('2030-01-04T10:00:00Z'),
    });
    await insertOrder(db, await newEvent());

    const response = await get(`/api/admin/events/${eventId}/received-gifts`);
    expect(response.statusCode).toBe(200);
    const { receivedGifts } = listReceivedGiftsResponseSchema.parse(
      response.json(),
    );
    expect(receivedGifts.map((order) => [order.id, order.status])).toEqual([
      [pending.id, 'PENDING'],
      [recused.id, 'RECUSED'],
      [approved.id, 'APPROVED'],
    ]);
    expect(receivedGifts[0]?.guestName).toBe('');
    expect(receivedGifts[2]).toEqual({
      id: approved.id,
      guestName: 'Carla Dias',
      guestContact: 'carla@example.com',
      guestNote: '',
      invitationName: null,
      thankedAt: null,
      createdAt: '2030-01-01T10:00:00.000Z',
      status: 'APPROVED',
      userAmount: 11_875,
      total: 12_500,
      items: [
        {
          id: approved.itemIds[0],
          giftName: 'Presente 1',
          quantity: 1,
          unitPrice: 10_000,
          kind: 'fixed',
          shareCount: null,
          gift: { imageUrl: '/media/catalogue/order-0.webp' },
        },
        {
          id: approved.itemIds[1],
          giftName: 'Presente 2',
          quantity: 1,
          unitPrice: 2_500,
          kind: 'fixed',
          shareCount: null,
          gift: { imageUrl: '/media/catalogue/order-1.webp' },
        },
      ],
    });
  });

  it("shows the gift's current picture when the item kept none", async () => {
    const db = t.database.db;
    const eventId = await newEvent();
    const { giftIds } = await createCatalogue(db, { giftCount: 1 });
    const order = await insertOrder(db, eventId, { itemPrices: [5_000] });
    await db
      .update(orderItems)
      .set({
        giftId: giftIds[0],
        giftName: 'Jantar',
        giftImageUrl: null,
        quantity: 2,
      })
      .where(eq(orderItems.id, itemAt(order.itemIds, 0)));
    const body = (
      await get(`/api/admin/events/${eventId}/received-gifts`)
    ).json();
    expect(body.receivedGifts[0].items).toEqual([
      {
        id: order.itemIds[0],
        giftName: 'Jantar',
        quantity: 2,
        unitPrice: 5_000,
        kind: 'fixed',
        shareCount: null,
        gift: { imageUrl: '/media/catalogue/gift-0.webp' },
      },
    ]);
  });

  it('shows the kind, the shares and the amount of each item, page by page', async () => {
    const host = await createHost(t.database.db);
    const shared = await createOwnGift(t.app, host, {
      name: 'Lua de mel',
      kind: 'shares',
      price: 600_000,
      shareCount: 12,
    });
    const free = await createOwnGift(t.app, host, {
      name: 'Ajuda para a casa',
      kind: 'free',
    });
    for (const line of [
      { id: shared, quantity: 2, expectedPrice: 50_000 },
      { id: free, amount: 15_075 },
      {
        id: itemAt(host.giftIds, 0),
        quantity: 3,
        expectedPrice: itemAt(host.giftPrices, 0),
      },
    ]) {
      const bought = await postPurchase(t.app, oneLinePurchase(host, line));
      expect(bought.statusCode).toBe(200);
    }

    const pages = await Promise.all(
      [1, 2].map(async (page) =>
        listReceivedGiftsResponseSchema.parse(
          (
            await get(
              `/api/admin/events/${host.event.id}/received-gifts?page=${page}&limit=2`,
            )
          ).json(),
        ),
      ),
    );
    expect(pages.map((page) => page.total)).toEqual([3, 3]);
    const items = pages.flatMap((page) =>
      page.receivedGifts.flatMap((order) => order.items),
    );
    expect(
      items.map(({ giftName, kind, quantity, unitPrice, shareCount }) => ({
        giftName,
        kind,
        quantity,
        unitPrice,
        shareCount,
      })),
    ).toEqual([
      {
        giftName: expect.any(String),
        kind: 'fixed',
        quantity: 3,
        unitPrice: 1_000,
        shareCount: null,
      },
      {
        giftName: 'Ajuda para a casa',
        kind: 'free',
        quantity: 1,
        unitPrice: 15_075,
        shareCount: null,
      },
      {
        giftName: 'Lua de mel',
        kind: 'shares',
        quantity: 2,
        unitPrice: 50_000,
        shareCount: 12,
      },
    ]);
  });

  it('answers an empty list for an event without orders', async () => {
    const eventId = await newEvent();
    expect(
      (await get(`/api/admin/events/${eventId}/received-gifts`)).json(),
    ).toEqual({ success: true, receivedGifts: [], total: 0 });
  });
});

describe('GET /api/admin/events/{id}/transactions', () => {
  it('answers the balances computed from orders and payouts', async () => {
    const db = t.database.db;
    const eventId = await newEvent();
    await insertOrder(db, eventId, { itemPrices: [30_000], fee: 1_500 });
    await insertOrder(db, eventId, { itemPrices: [20_000] });
    await insertOrder(db, eventId, { status: 'PENDING', itemPrices: [9_000] });
    await insertPayout(db, eventId, {
      requestedAmount: 10_000,
      status: 'PAID',
      paidAmount: 10_000,
    });
    await insertPayout(db, eventId, { requestedAmount: 15_000 });
    await insertPayout(db, eventId, {
      requestedAmount: 5_000,
      status: 'CANCELLED',
    });

    const response = await get(`/api/admin/events/${eventId}/transactions`);
    expect(response.statusCode).toBe(200);
    expect(eventTransactionsResponseSchema.parse(response.json())).toEqual({
      success: true,
      totalReceived: 48_500,
      totalTransferred: 10_000,
      totalPending: 15_000,
      totalAvailable: 23_500,
    });
  });

  it('answers zeros, never a negative available balance', async () => {
    const db = t.database.db;
    const eventId = await newEvent();
    expect(
      (await get(`/api/admin/events/${eventId}/transactions`)).json(),
    ).toEqual({
      success: true,
      totalReceived: 0,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 0,
    });
    await insertPayout(db, eventId, { requestedAmount: 1_000 });
    expect(
      (await get(`/api/admin/events/${eventId}/transactions`)).json(),
    ).toMatchObject({ totalPending: 1_000, totalAvailable: 0 });
  });
});

describe('GET /api/admin/events/{id}/services/…', () => {
  it('contracted: the services bought for the event, as paid', async () => {
    const db = t.database.db;
    const eventId = await newEvent();
    const contracted = await insertEventService(db, eventId, {
      type: 'IMAGE',
      name: '+20 fotos',
      price: 1_990,
      quantity: 20,
      contractedAt: new Date('2030-02-01T09:00:00Z'),
    });
    await insertEventService(db, eventId, { type: 'VIDEO', status: 'PENDING' });
    await insertEventService(db, eventId, { type: 'PAGE', status: 'EXPIRED' });
    await insertEventService(db, await newEvent(), { type: 'IMAGE' });

    const response = await get(
      `/api/admin/events/${eventId}/services/contracted`,
    );
    expect(response.statusCode).toBe(200);
    expect(listContractedServicesResponseSchema.parse(response.json())).toEqual(
      {
        success: true,
        contractedServices: [
          {
            id: contracted.id,
            serviceId: contracted.serviceId,
            name: '+20 fotos',
            price: 1_990,
            type: 'IMAGE',
            quantity: 20,
            contractedAt: '2030-02-01T09:00:00.000Z',
          },
        ],
      },
    );
  });

  it('pending-payments: purchases waiting for payment whose link has not expired', async () => {
    const db = t.database.db;
    const eventId = await newEvent();
    const expiresAt = new Date(Date.now() + HOUR_MS);
    const open = await insertEventService(db, eventId, {
      type: 'PASSWORD',
      name: 'Senha do site',
      status: 'PENDING',
      price: 1_490,
      quantity: 1,
      expiresAt,
    });
    const noLimit = await insertEventService(db, eventId, {
      type: 'PAGE',
      status: 'PENDING',
    });
    await insertEventService(db, eventId, {
      type: 'VIDEO',
      status: 'PENDING',
      expiresAt: new Date(Date.now() - HOUR_MS),
    });
    await insertEventService(db, eventId, { type: 'IMAGE' });

    const response = await get(
      `/api/admin/events/${eventId}/services/pending-payments`,
    );
    expect(response.statusCode).toBe(200);
    const { pendingServices } = listPendingServicesResponseSchema.parse(
      response.json(),
    );
    expect(pendingServices.map((service) => service.id).sort()).toEqual(
      [open.id, noLimit.id].sort(),
    );
    expect(pendingServices.find((service) => service.id === open.id)).toEqual({
      id: open.id,
      serviceId: open.serviceId,
      name: 'Senha do site',
      price: 1_490,
      type: 'PASSWORD',
      quantity: 1,
      status: 'PENDING',
      expirationAt: expiresAt.toISOString(),
    });
  });

  it('default: the active service types with their free quantity', async () => {
    const db = t.database.db;
    const image = await ensureServiceType(db, 'IMAGE', {
      name: 'Fotos',
      includedQuantity: 5,
    });
    if (image === undefined) throw new Error('image is missing');
    const video = await ensureServiceType(db, 'VIDEO', {
      name: 'Vídeo',
      includedQuantity: 1,
    });
    if (video === undefined) throw new Error('video is missing');
    await ensureServiceType(db, 'EXTRA', { active: false });

    const response = await get(
      `/api/admin/events/${await newEvent()}/services/default`,
    );
    expect(response.statusCode).toBe(200);
    expect(listDefaultServicesResponseSchema.parse(response.json())).toEqual({
      success: true,
      servicesDefault: [
        { id: image.id, name: 'Fotos', type: 'IMAGE', quantity: 5 },
        { id: video.id, name: 'Vídeo', type: 'VIDEO', quantity: 1 },
      ],
    });
  });
});

describe('every money route', () => {
  const paths = [
    'received-gifts',
    'transactions',
    'services/contracted',
    'services/pending-payments',
    'services/default',
  ];

  it.each(paths)('%s answers 404 for an unknown event', async (path) => {
    const response = await get(`/api/admin/events/999999/${path}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
  });

  it.each(paths)(
    '%s answers 401 to a host token on its own event',
    async (path) => {
      const host = await createHost(t.database.db);
      const response = await get(
        `/api/admin/events/${host.event.id}/${path}`,
        host.headers,
      );
      expect(response.statusCode).toBe(401);
    },
  );
});
