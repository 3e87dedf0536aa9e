import {
  listEventServicesResponseSchema,
  listPendingPaymentServicesResponseSchema,
} from '@celebra/contracts';
import {
  ensureServiceType,
  insertEventService,
} from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { insertService } from '../../test/money-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const HOUR_MS = 60 * 60 * 1000;

const get = (host: TestHost, path: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/events/${host.event.id}/${path}`,
    headers: host.headers,
  });

describe('GET /api/users/events/{id}/services', () => {
  it('groups the free packages, the purchasable ones and the event’s contracted ones', async () => {
    const photos = await ensureServiceType(t.database.db, 'IMAGE', {
      includedQuantity: 5,
      name: 'Fotos',
    });
    if (photos === undefined) throw new Error('photos is missing');
    await ensureServiceType(t.database.db, 'PAGE', { includedQuantity: 0 });
    await ensureServiceType(t.database.db, 'VIDEO', {
      includedQuantity: 1,
      active: false,
    });
    const turbo = await insertService(t.database.db, {
      type: 'IMAGE',
      price: 1990,
      quantity: 20,
    });
    const retired = await insertService(t.database.db, {
      type: 'VIDEO',
      active: false,
    });
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const contracted = await insertEventService(t.database.db, host.event.id, {
      type: 'PASSWORD',
      price: 1490,
      quantity: 1,
      contractedAt: new Date('2026-05-01T12:00:00Z'),
    });
    await insertEventService(t.database.db, host.event.id, {
      type: 'PAGE',
      status: 'PENDING',
    });
    await insertEventService(t.database.db, other.event.id, { type: 'VIDEO' });

    const response = await get(host, 'services');
    expect(response.statusCode).toBe(200);
    const { services } = listEventServicesResponseSchema.parse(response.json());
    expect(services.default).toEqual([
      {
        id: photos.id,
        type: 'IMAGE',
        name: 'Fotos',
        description: '',
        price: 0,
        quantity: 5,
      },
    ]);
    expect(services.turbo).toContainEqual({
      id: turbo.id,
      type: 'IMAGE',
      name: turbo.name,
      description: turbo.description,
      price: 1990,
      quantity: 20,
    });
    expect(services.turbo.map((item) => item.id)).not.toContain(retired.id);
    expect(services.contracted).toEqual([
      {
        id: contracted.id,
        serviceId: contracted.serviceId,
        type: 'PASSWORD',
        name: contracted.name,
        description: '',
        price: 1490,
        quantity: 1,
        contractedAt: '2026-05-01T12:00:00.000Z',
      },
    ]);
  });

  it('answers 401 without a session', async () => {
    const host = await createHost(t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/events/${host.event.id}/services`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/events/{id}/pending-payment-services', () => {
  it('lists purchases waiting for payment that have not expired, soonest first', async () => {
    const host = await createHost(t.database.db);
    const later = await insertEventService(t.database.db, host.event.id, {
      type: 'IMAGE',
      status: 'PENDING',
      price: 3990,
      expiresAt: new Date(Date.now() + 5 * HOUR_MS),
      paymentLink: 'http://localhost/api/payments/local/b',
    });
    const sooner = await insertEventService(t.database.db, host.event.id, {
      type: 'PAGE',
      status: 'PENDING',
      price: 1990,
      expiresAt: new Date(Date.now() + HOUR_MS),
      paymentLink: 'http://localhost/api/payments/local/a',
    });
    await insertEventService(t.database.db, host.event.id, {
      type: 'VIDEO',
      status: 'PENDING',
      expiresAt: new Date(Date.now() - HOUR_MS),
    });
    await insertEventService(t.database.db, host.event.id, {
      type: 'VIDEO',
      status: 'EXPIRED',
    });
    await insertEventService(t.database.db, host.event.id, { type: 'IMAGE' });

    const response = await get(host, 'pending-payment-services');
    expect(response.statusCode).toBe(200);
    const { pendingServices } = listPendingPaymentServicesResponseSchema.parse(
      response.json(),
    );
    expect(pendingServices).toEqual([
      {
        id: sooner.id,
        serviceId: sooner.serviceId,
        name: sooner.name,
        description: '',
        price: 1990,
        expirationAt: sooner.expiresAt?.toISOString(),
        paymentLink: 'http://localhost/api/payments/local/a',
      },
      {
        id: later.id,
        serviceId: later.serviceId,
        name: later.name,
        description: '',
        price: 3990,
        expirationAt: later.expiresAt?.toISOString(),
        paymentLink: 'http://localhost/api/payments/local/b',
      },
    ]);
  });

  it('answers an empty list for an event without purchases', async () => {
    const host = await createHost(t.database.db);
    expect((await get(host, 'pending-payment-services')).json()).toEqual({
      success: true,
      pendingServices: [],
    });
  });
});
