import { itemAt } from '@celebra/contracts';
import { purchaseBody } from '../../payments/testing/guest-orders';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createCatalogue,
  createHost,
  nextIp,
  type TestHost,
} from '../../test/factories';

/*
 * The purchase limits per client address (docs/limits.md): the defaults let a party on one
 * address (the venue's Wi-Fi, a carrier's shared address) buy at once; the per-event and
 * per-day caps keep one address from opening orders without end.
 */

const purchase = (
  t: TestApp,
  host: TestHost,
  remoteAddress: string,
  giftIndex = 0,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    remoteAddress,
    payload: purchaseBody(host, [[giftIndex, 1]]),
  });

describe('default purchase limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('let 201 purchases from one address in a minute through', async () => {
    const catalogue = await createCatalogue(t.database.db);
    const hosts = [
      await createHost(t.database.db, { catalogue }),
      await createHost(t.database.db, { catalogue }),
      await createHost(t.database.db, { catalogue }),
    ];
    const venue = nextIp();
    const statuses: number[] = [];
    for (let guest = 0; guest < 201; guest += 1) {
      const response = await purchase(
        t,
        itemAt(hosts, guest % hosts.length),
        venue,
      );
      statuses.push(response.statusCode);
    }

    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});

describe('purchase caps', () => {
  const PER_EVENT_PER_HOUR = 3;
  const PER_DAY = 5;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PURCHASES_PER_EVENT_PER_HOUR: String(PER_EVENT_PER_HOUR),
        PURCHASES_PER_DAY: String(PER_DAY),
      },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuse an address past its purchases per event in an hour and past its purchases per day', async () => {
    const catalogue = await createCatalogue(t.database.db);
    const [first, second, third] = [
      await createHost(t.database.db, { catalogue }),
      await createHost(t.database.db, { catalogue }),
      await createHost(t.database.db, { catalogue }),
    ];
    const address = nextIp();

    for (let sent = 0; sent < PER_EVENT_PER_HOUR; sent += 1)
      expect((await purchase(t, first, address)).statusCode).toBe(200);
    const perEvent = await purchase(t, first, address);
    expect(perEvent.statusCode).toBe(429);
    // The message says when to try again, as Retry-After does: in about an hour, not a minute.
    const perEventRetryAfter = Number(perEvent.headers['retry-after']);
    expect(perEventRetryAfter).toBeGreaterThan(3000);
    expect(perEventRetryAfter).toBeLessThanOrEqual(3600);
    expect(perEvent.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Muitas compras deste endereço para este evento na última hora\. Tente novamente em (1 hora|5\d minutos)\.$/,
      ),
    });
    // Another address buys on the same event; this address still buys on another event.
    expect((await purchase(t, first, nextIp())).statusCode).toBe(200);
    expect((await purchase(t, second, address)).statusCode).toBe(200);

    // Attempts count, refused ones too: 3 + 1 refused + 1 is the day's 5th; a sixth is refused
    // on any event.
    const perDay = await purchase(t, third, address);
    expect(perDay.statusCode).toBe(429);
    expect(Number(perDay.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(perDay.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message:
        'Muitas compras deste endereço nas últimas 24 horas. Tente novamente em 24 horas.',
    });
  });
});
