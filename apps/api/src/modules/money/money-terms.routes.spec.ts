import { moneyTermsResponseSchema } from '@celebra/contracts';
import { eventSettings } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { createMember } from '../../test/member-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PLATFORM_FEE_BPS: '450', PAYOUT_BUSINESS_DAYS: '3' },
  });
});

afterAll(async () => {
  await t.close();
});

const getTerms = (host: TestHost, eventId = host.event.id) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/events/${eventId}/money-terms`,
    headers: host.headers,
  });

describe('GET /api/users/events/{eventId}/money-terms', () => {
  it('answers the configured fee, who pays it and the payout time, to every member', async () => {
    const host = await createHost(t.database.db);
    const assistant = await createMember(
      t.database.db,
      host.event.id,
      'assistant',
    );

    for (const reader of [host, assistant]) {
      const response = await getTerms(reader, host.event.id);
      expect(response.statusCode).toBe(200);
      expect(moneyTermsResponseSchema.parse(response.json())).toEqual({
        success: true,
        platformFeeBps: 450,
        guestPaysFee: false,
        payoutBusinessDays: 3,
      });
    }

    await t.database.db
      .update(eventSettings)
      .set({ guestPaysFee: true })
      .where(eq(eventSettings.eventId, host.event.id));
    expect((await getTerms(host)).json()).toMatchObject({
      guestPaysFee: true,
    });
  });

  it("answers 404 for another couple's event", async () => {
    const host = await createHost(t.database.db);
    const stranger = await createHost(t.database.db);
    expect((await getTerms(stranger, host.event.id)).statusCode).toBe(404);
  });
});
