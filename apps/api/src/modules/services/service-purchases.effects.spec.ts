import {
  galleryResponseSchema,
  getEventSettingsResponseSchema,
  listCustomPagesResponseSchema,
  purchaseServiceResponseSchema,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { insertService } from '../../test/money-factories';

/*
 * What a contracted package changes for the host, bought and paid the way a host
 * does it: POST /api/users/services/purchase, then "Pagar" on the demonstration checkout,
 * which posts the signed webhook.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function buyAndPay(host: TestHost, serviceId: number) {
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/users/services/purchase',
    headers: host.headers,
    payload: { serviceId, eventId: host.event.id },
  });
  expect(bought.statusCode).toBe(200);
  const { paymentLink } = purchaseServiceResponseSchema.parse(bought.json());
  const paid = await t.app.inject({
    method: 'POST',
    url: `${new URL(paymentLink).pathname}/pay`,
  });
  expect(paid.statusCode).toBe(303);
}

async function galleryQuota(host: TestHost) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/event-gallery/${host.event.id}`,
    headers: host.headers,
  });
  expect(response.statusCode).toBe(200);
  return galleryResponseSchema.parse(response.json()).quota;
}

const saveSettings = (host: TestHost, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/event/${host.event.id}/settings`,
    headers: host.headers,
    payload: {
      showGiftList: true,
      showGuestMessages: true,
      showEventInfo: true,
      allowGuestConfirmation: true,
      slug: host.event.slug,
      password,
    },
  });

const createPage = (host: TestHost) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/events/${host.event.id}/pages`,
    headers: host.headers,
    payload: { title: 'Nossa história', content: 'Nos conhecemos em 2015.' },
  });

it('raises the gallery quota by the contracted IMAGE and VIDEO quantities', async () => {
  const host = await createHost(t.database.db);
  const photos = await insertService(t.database.db, {
    type: 'IMAGE',
    quantity: 15,
  });
  const videos = await insertService(t.database.db, {
    type: 'VIDEO',
    quantity: 2,
  });
  const before = await galleryQuota(host);

  await buyAndPay(host, photos.id);
  await buyAndPay(host, videos.id);

  const after = await galleryQuota(host);
  expect(after.image.limit).toBe(before.image.limit + 15);
  expect(after.video.limit).toBe(before.video.limit + 2);
});

it('leaves the quota alone while the purchase only waits for payment', async () => {
  const host = await createHost(t.database.db);
  const photos = await insertService(t.database.db, {
    type: 'IMAGE',
    quantity: 15,
  });
  const before = await galleryQuota(host);

  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/users/services/purchase',
    headers: host.headers,
    payload: { serviceId: photos.id, eventId: host.event.id },
  });

  expect(bought.statusCode).toBe(200);
  expect(await galleryQuota(host)).toEqual(before);
});

it('lets the host set a site password once the Senha package is paid', async () => {
  const host = await createHost(t.database.db);
  const password = await insertService(t.database.db, { type: 'PASSWORD' });

  const refused = await saveSettings(host, 'segredo123');
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(apiTexts.server.sitePasswordNotAllowed);

  await buyAndPay(host, password.id);

  const saved = await saveSettings(host, 'segredo123');
  expect(saved.statusCode).toBe(200);
  const settings = await t.app.inject({
    method: 'GET',
    url: `/api/users/event/${host.event.id}/settings`,
    headers: host.headers,
  });
  expect(
    getEventSettingsResponseSchema.parse(settings.json()).settings.hasPassword,
  ).toBe(true);
});

it('makes custom pages writable once the Página package is paid', async () => {
  const host = await createHost(t.database.db);
  const page = await insertService(t.database.db, {
    type: 'PAGE',
    quantity: 3,
  });

  const refused = await createPage(host);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(apiTexts.server.customPagesNotAllowed);

  await buyAndPay(host, page.id);

  const created = await createPage(host);
  expect(created.statusCode).toBeLessThan(300);
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/users/events/${host.event.id}/pages`,
    headers: host.headers,
  });
  const pages = listCustomPagesResponseSchema.parse(list.json());
  expect(pages.enabled).toBe(true);
  expect(pages.pages.map((item) => item.title)).toEqual(['Nossa história']);
});
