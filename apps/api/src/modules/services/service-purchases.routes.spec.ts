import {
  type LocalWebhookBody,
  listEventServicesResponseSchema,
  listPendingPaymentServicesResponseSchema,
  messages,
  purchaseServiceResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { eventServices, paymentEvents, services, oneRow } from '@celebra/db';
import { count, eq } from 'drizzle-orm';
import { signLocalWebhook } from '../../payments/local/local-signature';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin, createHost, type TestHost } from '../../test/factories';
import { insertService } from '../../test/money-factories';
import { expireServicePurchases } from './service-purchases.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const HOUR_MS = 3_600_000;

const purchase = (host: TestHost, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/services/purchase',
    headers: host.headers,
    payload: body,
  });

async function buy(host: TestHost, serviceId: number) {
  const response = await purchase(host, { serviceId, eventId: host.event.id });
  expect(response.statusCode).toBe(200);
  return purchaseServiceResponseSchema.parse(response.json());
}

const referenceOf = (paymentLink: string) =>
  decodeURIComponent(
    itemAt(new URL(paymentLink).pathname.split('/api/payments/local/'), 1),
  );

let webhookSequence = 0;

/** A signed local notification posted to the real webhook route. */
async function notify(
  reference: string,
  type: LocalWebhookBody['type'],
  id = `evt_${(webhookSequence += 1)}_${Math.random().toString(36).slice(2)}`,
) {
  const rawBody = JSON.stringify({ id, type, data: { reference } });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/local',
    headers: {
      'content-type': 'application/json',
      'x-signature': signLocalWebhook(
        rawBody,
        t.config.LOCAL_PAYMENT_SECRET,
        new Date(),
      ),
    },
    payload: rawBody,
  });
  expect(response.statusCode).toBe(200);
  return { id, result: response.json().result as string };
}

const purchasesOf = (eventId: number) =>
  t.database.db
    .select()
    .from(eventServices)
    .where(eq(eventServices.eventId, eventId));

async function pendingList(host: TestHost) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/events/${host.event.id}/pending-payment-services`,
    headers: host.headers,
  });
  expect(response.statusCode).toBe(200);
  return listPendingPaymentServicesResponseSchema.parse(response.json())
    .pendingServices;
}

async function servicesList(host: TestHost) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/events/${host.event.id}/services`,
    headers: host.headers,
  });
  expect(response.statusCode).toBe(200);
  return listEventServicesResponseSchema.parse(response.json()).services;
}

describe('POST /api/users/services/purchase', () => {
  it('opens a pending purchase with a snapshot, an expiry and the local checkout link', async () => {
    const host = await createHost(t.database.db);
    const service = await insertService(t.database.db, {
      type: 'IMAGE',
      price: 4_990,
      quantity: 20,
    });
    const before = Date.now();

    const body = await buy(host, service.id);

    expect(body.message).toBe(apiTexts.server.servicePaymentStarted);
    expect(body.paymentLink).toMatch(
      /^http:\/\/[^/]+\/api\/payments\/local\/svc_\d+_[0-9a-f]{16}\?return=[\w-]+$/,
    );
    const row = itemAt(await purchasesOf(host.event.id), 0);
    expect(row).toMatchObject({
      serviceId: service.id,
      status: 'PENDING',
      type: 'IMAGE',
      price: 4_990,
      quantity: 20,
      provider: 'local',
      providerReference: referenceOf(body.paymentLink),
      paymentLink: body.paymentLink,
      contractedAt: null,
    });
    expect(row?.providerReference).toMatch(new RegExp(`^svc_${row.id}_`));
    const expiresIn = (row.expiresAt?.getTime() ?? 0) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(48 * HOUR_MS - 1_000);
    expect(expiresIn).toBeLessThanOrEqual(48 * HOUR_MS + 60_000);

    const pending = await pendingList(host);
    expect(pending).toEqual([
      expect.objectContaining({
        serviceId: service.id,
        price: 4_990,
        paymentLink: body.paymentLink,
        expirationAt: row.expiresAt?.toISOString(),
      }),
    ]);
  });

  it('answers the same link while the purchase waits for payment (Continuar Pagamento)', async () => {
    const host = await createHost(t.database.db);
    const service = await insertService(t.database.db, { type: 'VIDEO' });
    const first = await buy(host, service.id);

    const again = await buy(host, service.id);

    expect(again.paymentLink).toBe(first.paymentLink);
    expect(again.message).toBe(apiTexts.server.servicePaymentResumed);
    expect(await purchasesOf(host.event.id)).toHaveLength(1);
  });

  it('keeps the snapshot when the catalogue price changes later', async () => {
    const host = await createHost(t.database.db);
    const service = await insertService(t.database.db, {
      type: 'EXTRA',
      price: 1_000,
    });
    const { paymentLink } = await buy(host, service.id);
    await notify(referenceOf(paymentLink), 'payment.approved');
    await t.database.db
      .update(services)
      .set({ price: 9_999 })
      .where(eq(services.id, service.id));

    const contracted = (await servicesList(host)).contracted;
    expect(contracted).toEqual([
      expect.objectContaining({ serviceId: service.id, price: 1_000 }),
    ]);
  });

  it.each([
    [
      'no serviceId',
      (_serviceId: number, eventId: number) => ({ eventId }),
      'serviceId',
    ],
    [
      'a serviceId of 0',
      (_serviceId: number, eventId: number) => ({ serviceId: 0, eventId }),
      'serviceId',
    ],
    [
      'a text eventId',
      (serviceId: number) => ({ serviceId, eventId: 'abc' }),
      'eventId',
    ],
  ])('refuses %s with 400, writing nothing', async (_case, bodyOf, field) => {
    const host = await createHost(t.database.db);
    const service = await insertService(t.database.db, { type: 'IMAGE' });

    const response = await purchase(host, bodyOf(service.id, host.event.id));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: messages.validation.invalidId,
      fieldErrors: { [field]: [messages.validation.invalidId] },
    });
    expect(await purchasesOf(host.event.id)).toHaveLength(0);
  });

  it('answers 404 for another host’s event and for an unknown one, writing nothing', async () => {
    const owner = await createHost(t.database.db);
    const intruder = await createHost(t.database.db);
    const service = await insertService(t.database.db, { type: 'IMAGE' });

    const foreign = await purchase(intruder, {
      serviceId: service.id,
      eventId: owner.event.id,
    });
    const missing = await purchase(intruder, {
      serviceId: service.id,
      eventId: 2_000_000_000,
    });

    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(apiTexts.server.eventNotFound);
    expect(missing.statusCode).toBe(404);
    expect(await purchasesOf(owner.event.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown service and 409 for an inactive or free one, writing nothing', async () => {
    const host = await createHost(t.database.db);
    const inactive = await insertService(t.database.db, {
      type: 'IMAGE',
      active: false,
    });
    const free = await insertService(t.database.db, {
      type: 'IMAGE',
      price: 0,
    });

    const unknown = await purchase(host, {
      serviceId: 2_000_000_000,
      eventId: host.event.id,
    });
    const refused = await Promise.all(
      [inactive, free].map((service) =>
        purchase(host, { serviceId: service.id, eventId: host.event.id }),
      ),
    );

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(apiTexts.server.serviceNotFound);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(apiTexts.server.serviceUnavailable);
    }
    expect(await purchasesOf(host.event.id)).toHaveLength(0);
  });

  it('refuses a second Senha package once one is contracted', async () => {
    const host = await createHost(t.database.db);
    const password = await insertService(t.database.db, { type: 'PASSWORD' });
    const { paymentLink } = await buy(host, password.id);
    await notify(referenceOf(paymentLink), 'payment.approved');

    const response = await purchase(host, {
      serviceId: password.id,
      eventId: host.event.id,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      apiTexts.server.serviceAlreadyContracted,
    );
    expect(await purchasesOf(host.event.id)).toHaveLength(1);
  });

  it('answers 401 without a session and to an admin token', async () => {
    const host = await createHost(t.database.db);
    const { headers } = await createAdmin(t.database.db);
    const service = await insertService(t.database.db, { type: 'IMAGE' });
    const body = { serviceId: service.id, eventId: host.event.id };

    for (const sent of [{}, headers]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/services/purchase',
        headers: sent,
        payload: body,
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await purchasesOf(host.event.id)).toHaveLength(0);
  });
});

describe('settling a service purchase through the payment webhook', () => {
  it('contracts it once however often the approval is delivered', async () => {
    const host = await createHost(t.database.db);
    const service = await insertService(t.database.db, {
      type: 'IMAGE',
      quantity: 10,
    });
    const { paymentLink } = await buy(host, service.id);
    const reference = referenceOf(paymentLink);

    const first = await notify(reference, 'payment.approved');
    const contracted = itemAt(await purchasesOf(host.event.id), 0);
    const repeated = await notify(reference, 'payment.approved', first.id);
    const another = await notify(reference, 'payment.approved');

    expect(first.result).toBe('processed');
    expect(repeated.result).toBe('already_processed');
    expect(another.result).toBe('ignored');
    expect(contracted).toMatchObject({ status: 'CONTRACTED' });
    expect(contracted?.contractedAt).toBeInstanceOf(Date);
    expect(await purchasesOf(host.event.id)).toEqual([contracted]);
    const recorded = oneRow(
      await t.database.db
        .select({ value: count() })
        .from(paymentEvents)
        .where(eq(paymentEvents.reference, reference)),
    );
    expect(recorded.value).toBe(2);

    expect(await pendingList(host)).toEqual([]);
    expect((await servicesList(host)).contracted).toEqual([
      expect.objectContaining({
        id: contracted.id,
        serviceId: service.id,
        type: 'IMAGE',
        quantity: 10,
      }),
    ]);
  });

  it('cancels it on a refused payment; a new purchase opens a new checkout', async () => {
    const host = await createHost(t.database.db);
    const service = await insertService(t.database.db, { type: 'PAGE' });
    const first = await buy(host, service.id);

    const refused = await notify(
      referenceOf(first.paymentLink),
      'payment.refused',
    );
    const late = await notify(
      referenceOf(first.paymentLink),
      'payment.refused',
    );

    expect(refused.result).toBe('processed');
    expect(late.result).toBe('ignored');
    expect((await purchasesOf(host.event.id))[0]?.status).toBe('CANCELLED');
    expect(await pendingList(host)).toEqual([]);
    expect((await servicesList(host)).contracted).toEqual([]);
    const second = await buy(host, service.id);
    expect(second.paymentLink).not.toBe(first.paymentLink);
    expect(second.message).toBe(apiTexts.server.servicePaymentStarted);
  });

  it('contracts it through the demonstration checkout’s "Pagar" button', async () => {
    const host = await createHost(t.database.db);
    const service = await insertService(t.database.db, { type: 'VIDEO' });
    const { paymentLink } = await buy(host, service.id);

    const page = await t.app.inject({
      method: 'GET',
      url: new URL(paymentLink).pathname,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `${new URL(paymentLink).pathname}/pay`,
    });

    expect(page.statusCode).toBe(200);
    expect(paid.statusCode).toBe(303);
    expect((await purchasesOf(host.event.id))[0]?.status).toBe('CONTRACTED');
  });

  it('acknowledges an unknown svc reference without changing anything', async () => {
    const { result } = await notify(
      'svc_999999_0123456789abcdef',
      'payment.approved',
    );
    expect(result).toBe('unknown_reference');
  });
});

describe('expiry of pending purchases', () => {
  it('marks overdue purchases EXPIRED, drops them from the pending lists, and lets the host buy again', async () => {
    const host = await createHost(t.database.db);
    const { headers: adminHeaders } = await createAdmin(t.database.db);
    const service = await insertService(t.database.db, { type: 'IMAGE' });
    const first = await buy(host, service.id);
    const row = itemAt(await purchasesOf(host.event.id), 0);
    const expiresAt = row.expiresAt ?? new Date();

    await expireServicePurchases(
      t.database.db,
      new Date(expiresAt.getTime() - 1_000),
    );
    expect((await purchasesOf(host.event.id))[0]?.status).toBe('PENDING');
    const swept = await expireServicePurchases(t.database.db, expiresAt);

    expect(swept).toBeGreaterThanOrEqual(1);
    expect((await purchasesOf(host.event.id))[0]?.status).toBe('EXPIRED');
    expect(await pendingList(host)).toEqual([]);
    const adminPending = await t.app.inject({
      method: 'GET',
      url: `/api/admin/events/${host.event.id}/services/pending-payments`,
      headers: adminHeaders,
    });
    expect(adminPending.statusCode).toBe(200);
    expect(adminPending.json().pendingServices).toEqual([]);
    expect(await expireServicePurchases(t.database.db, expiresAt)).toBe(0);

    const second = await buy(host, service.id);
    expect(second.paymentLink).not.toBe(first.paymentLink);
    expect(await purchasesOf(host.event.id)).toHaveLength(2);
  });

  it('still contracts a purchase whose approval arrives after it expired (the host has paid)', async () => {
    const host = await createHost(t.database.db);
    const service = await insertService(t.database.db, { type: 'IMAGE' });
    const { paymentLink } = await buy(host, service.id);
    const row = itemAt(await purchasesOf(host.event.id), 0);
    await expireServicePurchases(t.database.db, row.expiresAt ?? new Date());

    const { result } = await notify(
      referenceOf(paymentLink),
      'payment.approved',
    );

    expect(result).toBe('processed');
    expect((await purchasesOf(host.event.id))[0]?.status).toBe('CONTRACTED');
  });
});
