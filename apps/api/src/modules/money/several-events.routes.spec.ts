import { createEventResponseSchema, itemAt } from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createCatalogue,
  createHost,
  type TestHost,
  unique,
} from '../../test/factories';
import { createMember } from '../../test/member-factories';
import { insertOrder } from '../../test/money-factories';
import { givePayoutDestination } from './payout-destination.test-support';

/*
 * One account holding two events: each event's gifts, guests, received gifts, balances and
 * payouts stay its own, and a member of one is a stranger to the other.
 */

let t: TestApp;
let host: TestHost;
let first: number;
let second: number;
let secondGifts: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  host = await createHost(db);
  const catalogue = await createCatalogue(db, { giftCount: 4 });
  secondGifts = catalogue.giftIds;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/events',
    headers: host.headers,
    payload: {
      eventType: catalogue.eventTypeId,
      event: catalogue.categoryId,
      title: 'Bodas de prata',
      subtitle: '25 anos',
      slug: unique('bodas'),
      giftList: secondGifts,
    },
  });
  expect(response.statusCode).toBe(201);
  first = host.event.id;
  second = createEventResponseSchema.parse(response.json()).event.id;
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers = host.headers) =>
  t.app.inject({ method: 'GET', url, headers });

const giftIdsOf = async (eventId: number) =>
  (await get(`/api/users/gifts/${eventId}`))
    .json<{ gifts: { id: number }[] }>()
    .gifts.map((gift) => gift.id)
    .sort((a, b) => a - b);

const balancesOf = async (eventId: number) => {
  const {
    success: _s,
    message: _m,
    ...totals
  } = (await get(`/api/users/events/${eventId}/transactions`)).json();
  return totals;
};

describe('two events of one account', () => {
  it('keep their gift lists apart', async () => {
    expect(await giftIdsOf(first)).toEqual(
      [...host.giftIds].sort((a, b) => a - b),
    );
    expect(await giftIdsOf(second)).toEqual(
      [...secondGifts].sort((a, b) => a - b),
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${second}/${itemAt(secondGifts, 0)}`,
      headers: host.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await giftIdsOf(first)).toHaveLength(host.giftIds.length);
    // A gift of one list is not the other's to remove.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${first}/${itemAt(secondGifts, 1)}`,
      headers: host.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await giftIdsOf(second)).toHaveLength(secondGifts.length - 1);
  });

  it('keep their guests apart', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/users/invitations/${first}`,
      headers: host.headers,
      payload: {
        name: 'Maria Silva',
        members: [{ firstName: 'Maria', lastName: 'Silva' }],
      },
    });
    expect(added.statusCode).toBe(201);
    const invitationId = added.json<{ id: number }>().id;
    expect((await get(`/api/users/invitations/${first}`)).json().total).toBe(1);
    expect((await get(`/api/users/invitations/${second}`)).json().total).toBe(
      0,
    );
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/invitations/${second}/${invitationId}`,
      headers: host.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get(`/api/users/invitations/${first}`)).json().total).toBe(1);
  });

  it('keep their received gifts, balances and payouts apart', async () => {
    await insertOrder(t.database.db, first, { itemPrices: [10_000] });
    await insertOrder(t.database.db, second, { itemPrices: [25_000] });
    expect(await balancesOf(first)).toMatchObject({
      totalReceived: 10_000,
      totalAvailable: 10_000,
    });
    expect(await balancesOf(second)).toMatchObject({
      totalReceived: 25_000,
      totalAvailable: 25_000,
    });
    expect(
      (await get(`/api/users/events/${second}/received-gifts`)).json().total,
    ).toBe(1);

    await givePayoutDestination(t.app, {
      ...host,
      event: { id: second, slug: '' },
    });
    const payout = await t.app.inject({
      method: 'POST',
      url: `/api/users/events/${second}/payout-requests`,
      headers: host.headers,
    });
    expect(payout.statusCode).toBe(201);
    expect(payout.json().payout.requestedAmount).toBe(25_000);
    expect(await balancesOf(second)).toMatchObject({ totalAvailable: 0 });
    expect(await balancesOf(first)).toMatchObject({ totalAvailable: 10_000 });
    expect(
      (await get(`/api/users/events/${first}/payout-requests`)).json().payouts,
    ).toEqual([]);
    // The first event has no destination of its own: the second's is not used.
    const firstPayout = await t.app.inject({
      method: 'POST',
      url: `/api/users/events/${first}/payout-requests`,
      headers: host.headers,
    });
    expect(firstPayout.statusCode).toBe(409);
  });

  it('give a member of one no access to the other', async () => {
    const cohost = await createMember(t.database.db, first, 'cohost');
    expect(
      (await get(`/api/users/events/${first}/transactions`, cohost.headers))
        .statusCode,
    ).toBe(200);
    const other = await get(
      `/api/users/events/${second}/transactions`,
      cohost.headers,
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Evento não encontrado.');
  });
});
