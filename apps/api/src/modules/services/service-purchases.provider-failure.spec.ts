import { hostTexts } from '@celebra/contracts';
import { eventServices } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import { insertService } from '../../test/money-factories';

/* Mercado Pago configured at an address where nothing listens: the checkout cannot be created. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'mercadopago',
      MP_ACCESS_TOKEN: 'TEST-token',
      MP_WEBHOOK_SECRET: 'test-webhook-secret',
      MP_API_BASE_URL: 'http://127.0.0.1:9',
    },
  });
});

afterAll(async () => {
  await t.close();
});

it('answers 502 with the service payment fallback message and keeps no purchase when the provider fails', async () => {
  const host = await createHost(t.database.db);
  const service = await insertService(t.database.db, { type: 'IMAGE' });

  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/services/purchase',
    headers: host.headers,
    payload: { serviceId: service.id, eventId: host.event.id },
  });

  expect(response.statusCode).toBe(502);
  expect(response.json()).toMatchObject({
    success: false,
    message: hostTexts.hostErrors.servicePayment,
  });
  expect(
    await t.database.db
      .select()
      .from(eventServices)
      .where(eq(eventServices.eventId, host.event.id)),
  ).toEqual([]);
});
