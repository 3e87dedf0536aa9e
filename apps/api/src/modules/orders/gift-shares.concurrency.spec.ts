import { apiTexts } from '@celebra/contracts/api-texts';
import { orderItems, orders, oneRow } from '@celebra/db';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import { createOwnGift, oneLinePurchase } from '../../test/gift-kinds-support';
import { startSecondInstance } from '../../test/second-instance';

/*
 * Two api instances on one database, reached over real HTTP. On PostgreSQL each instance has
 * its own connection pool, so the purchases truly race and only the gift row's lock keeps the
 * shares sold within the gift's count.
 */

const REQUESTS = 50;
const SHARES = 20;
const LEFT = 5;

let t: TestApp;
let second: Awaited<ReturnType<typeof startSecondInstance>>;
let origins: string[];

beforeAll(async () => {
  t = await createTestApp({ env: { PURCHASES_PER_MINUTE: '1000' } });
  second = await startSecondInstance(t);
  origins = [
    await t.app.listen({ port: 0, host: '127.0.0.1' }),
    await second.app.listen({ port: 0, host: '127.0.0.1' }),
  ];
});

afterAll(async () => {
  await second.close();
  await t.close();
});

it(`sells exactly the last ${LEFT} shares when ${REQUESTS} purchases race across two instances`, async () => {
  const host = await createHost(t.database.db);
  const id = await createOwnGift(t.app, host, {
    name: 'Viagem',
    kind: 'shares',
    price: SHARES * 10_000,
    shareCount: SHARES,
  });
  const opening = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: oneLinePurchase(host, {
      id,
      quantity: SHARES - LEFT,
      expectedPrice: 10_000,
    }),
  });
  expect(opening.statusCode).toBe(200);

  const responses = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, index) => {
      const response = await fetch(
        `${origins[index % 2]}/api/guests/purchase`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            oneLinePurchase(host, { id, quantity: 1, expectedPrice: 10_000 }),
          ),
        },
      );
      return {
        status: response.status,
        body: (await response.json()) as { message: string },
      };
    }),
  );

  const sold = responses.filter((response) => response.status === 200);
  const refused = responses.filter((response) => response.status === 409);
  const row = oneRow(
    await t.database.db
      .select({ shares: sum(orderItems.quantity) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.giftId, id),
          inArray(orders.status, ['PENDING', 'APPROVED']),
        ),
      ),
  );
  console.info(
    `[share race on ${t.database.kind}] purchases sent: ${REQUESTS} over 2 instances for the last ${LEFT} of ${SHARES} shares · sold: ${sold.length} · refused 409: ${refused.length} · other: ${REQUESTS - sold.length - refused.length} · shares held: ${row.shares}`,
  );

  expect(sold).toHaveLength(LEFT);
  expect(refused).toHaveLength(REQUESTS - LEFT);
  for (const response of refused)
    expect(response.body.message).toBe(apiTexts.giftKinds.sharesUnavailable(0));
  expect(Number(row.shares)).toBe(SHARES);
}, 120_000);
