import {
  eventTransactionsResponseSchema,
  listAdminPayoutsResponseSchema,
  listReceivedGiftsResponseSchema,
  purchaseResponseSchema,
  requestPayoutResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin, createHost, type TestHost } from '../../test/factories';
import {
  givePayoutDestination,
  PIX_END_TO_END_ID,
} from './payout-destination.test-support';

/*
 * The whole money journey, through the API only: a guest buys gifts and pays on the demonstration
 * checkout → the host sees the gift and the balance → asks for a payout → an admin concludes
 * it → the balances move.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_FEE_BPS: '500' } });
});

afterAll(async () => {
  await t.close();
});

async function guestBuysAndPays(
  host: TestHost,
  items: { id: number; quantity: number; expectedPrice: number }[],
  guestName: string,
) {
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: {
      items,
      eventId: host.event.id,
      guestName,
      guestContact: 'convidado@example.com',
    },
  });
  expect(bought.statusCode).toBe(200);
  const { paymentLink } = purchaseResponseSchema.parse(bought.json());
  const paid = await t.app.inject({
    method: 'POST',
    url: `${new URL(paymentLink).pathname}/pay`,
  });
  expect(paid.statusCode).toBe(303);
}

async function balances(host: TestHost) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/events/${host.event.id}/transactions`,
    headers: host.headers,
  });
  expect(response.statusCode).toBe(200);
  const {
    success: _ok,
    message: _message,
    ...totals
  } = eventTransactionsResponseSchema.parse(response.json());
  return totals;
}

it('takes a gift from the guest’s payment to the host’s bank transfer', async () => {
  const host = await createHost(t.database.db);
  const { headers: adminHeaders } = await createAdmin(t.database.db);
  const first = itemAt(host.giftIds, 0);
  const second = itemAt(host.giftIds, 1);

  // Gifts of 10,00 and 20,00: 2 × 10,00 + 1 × 20,00 = 40,00, fee 5 % → 38,00 for the host.
  await guestBuysAndPays(
    host,
    [
      { id: first, quantity: 2, expectedPrice: 1_000 },
      { id: second, quantity: 1, expectedPrice: 2_000 },
    ],
    'Marina Alves',
  );

  const received = await t.app.inject({
    method: 'GET',
    url: `/api/users/events/${host.event.id}/received-gifts`,
    headers: host.headers,
  });
  const { receivedGifts } = listReceivedGiftsResponseSchema.parse(
    received.json(),
  );
  expect(receivedGifts).toHaveLength(1);
  expect(receivedGifts[0]).toMatchObject({
    guestName: 'Marina Alves',
    status: 'APPROVED',
    userAmount: 3_800,
    total: 4_000,
  });
  expect(
    receivedGifts[0]?.items.map(({ quantity, gift }) => ({
      quantity,
      imageUrl: gift.imageUrl,
    })),
  ).toEqual([
    { quantity: 2, imageUrl: '/media/catalogue/gift-0.webp' },
    { quantity: 1, imageUrl: '/media/catalogue/gift-1.webp' },
  ]);
  expect(await balances(host)).toEqual({
    totalReceived: 3_800,
    totalTransferred: 0,
    totalPending: 0,
    totalAvailable: 3_800,
  });

  await givePayoutDestination(t.app, host);
  const requested = await t.app.inject({
    method: 'POST',
    url: `/api/users/events/${host.event.id}/payout-requests`,
    headers: host.headers,
  });
  expect(requested.statusCode).toBe(201);
  const { payout } = requestPayoutResponseSchema.parse(requested.json());
  expect(payout.requestedAmount).toBe(3_800);
  expect(await balances(host)).toEqual({
    totalReceived: 3_800,
    totalTransferred: 0,
    totalPending: 3_800,
    totalAvailable: 0,
  });

  const listed = await t.app.inject({
    method: 'GET',
    url: '/api/admin/payouts?status=PENDING',
    headers: adminHeaders,
  });
  expect(listed.statusCode).toBe(200);
  expect(
    listAdminPayoutsResponseSchema
      .parse(listed.json())
      .payouts.find((item) => item.id === payout.id),
  ).toMatchObject({ eventId: host.event.id, requestedAmount: 3_800 });

  const concluded = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/payouts/${payout.id}/conclude`,
    headers: adminHeaders,
    payload: { paidAmount: 3_800, transferId: PIX_END_TO_END_ID },
  });
  expect(concluded.statusCode).toBe(200);
  expect(await balances(host)).toEqual({
    totalReceived: 3_800,
    totalTransferred: 3_800,
    totalPending: 0,
    totalAvailable: 0,
  });

  // A later gift is available again, and only it.
  await guestBuysAndPays(
    host,
    [{ id: first, quantity: 1, expectedPrice: 1_000 }],
    'Paulo Reis',
  );
  expect(await balances(host)).toEqual({
    totalReceived: 4_750,
    totalTransferred: 3_800,
    totalPending: 0,
    totalAvailable: 950,
  });
});
