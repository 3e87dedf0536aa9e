import { approveOrder, buyGifts } from '../../payments/testing/guest-orders';
import { lastOutboxId, outboxRows } from '../../payments/testing/outbox-rows';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createHost,
  type TestAdmin,
  type TestHost,
} from '../../test/factories';
import { createMember } from '../../test/member-factories';
import { insertOrder } from '../../test/money-factories';
import {
  bankDestination,
  givePayoutDestination,
  requestPayoutAs,
} from './payout-destination.test-support';

/*
 * Who gets an event's money e-mails: every member for the two security e-mails (the
 * destination changed, a payout asked for), the members who see the money (owner and
 * co-hosts) for the others (a gift received, a payout paid, failed or cancelled).
 */

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** An event with its owner, a co-host and an assistant. */
async function team() {
  const owner = await createHost(db());
  const cohost = await createMember(db(), owner.event.id, 'cohost');
  const assistant = await createMember(db(), owner.event.id, 'assistant');
  return { owner, cohost, assistant };
}

/** The recipients of the new outbox rows of `topic`, sorted. */
async function recipientsOf(topic: string, afterId: number) {
  const rows = await outboxRows(db(), { topic, afterId });
  return rows.map((row) => row.recipient).sort();
}

const emails = (...hosts: TestHost[]) =>
  hosts.map((host) => host.user.email).sort();

const requestPayout = (host: TestHost) => requestPayoutAs(t.app, host);

describe('money e-mails of an event with several members', () => {
  it('tell every member that the destination changed', async () => {
    const { owner, cohost, assistant } = await team();
    const before = await lastOutboxId(db());
    await givePayoutDestination(t.app, owner, bankDestination);
    expect(await recipientsOf('payout-destination.changed', before)).toEqual(
      emails(owner, cohost, assistant),
    );
  });

  it('tell every member of a payout request, and the administrator once', async () => {
    const { owner, cohost, assistant } = await team();
    await insertOrder(db(), owner.event.id);
    await givePayoutDestination(t.app, owner);
    const before = await lastOutboxId(db());
    await requestPayout(owner);
    expect(await recipientsOf('payout.requested', before)).toEqual(
      emails(owner, cohost, assistant),
    );
    const [adminMail, ...others] = await outboxRows(db(), {
      topic: 'payout.requested.admin',
      afterId: before,
    });
    expect(others).toEqual([]);
    expect(adminMail?.recipient).toBe(t.config.ADMIN_EMAIL);
    expect(adminMail?.text).toContain(owner.user.email);
  });

  it('tell the owner and co-hosts, not the assistant, of a paid payout', async () => {
    const { owner, cohost } = await team();
    await insertOrder(db(), owner.event.id);
    await givePayoutDestination(t.app, owner, bankDestination);
    const payout = await requestPayout(owner);
    const before = await lastOutboxId(db());
    const concluded = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${payout.id}/conclude`,
      headers: admin.headers,
      payload: { paidAmount: 10_000 },
    });
    expect(concluded.statusCode).toBe(200);
    expect(await recipientsOf('payout.paid', before)).toEqual(
      emails(owner, cohost),
    );
  });

  it('tell the owner and co-hosts, not the assistant, of a cancelled payout', async () => {
    const { owner, cohost } = await team();
    await insertOrder(db(), owner.event.id);
    await givePayoutDestination(t.app, owner);
    const payout = await requestPayout(owner);
    const before = await lastOutboxId(db());
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${payout.id}/cancel`,
      headers: admin.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await recipientsOf('payout.cancelled', before)).toEqual(
      emails(owner, cohost),
    );
  });

  it('tell the owner and co-hosts, not the assistant, of a gift received', async () => {
    const { owner, cohost } = await team();
    const order = await buyGifts(t.app, db(), owner);
    const before = await lastOutboxId(db());
    await approveOrder(t.app, db(), t.config.LOCAL_PAYMENT_SECRET, order.id);
    const rows = await outboxRows(db(), {
      topic: 'order.approved',
      afterId: before,
    });
    expect(rows.map((row) => row.recipient).sort()).toEqual(
      emails(owner, cohost),
    );
    const toCohost = rows.find((row) => row.recipient === cohost.user.email);
    expect(toCohost?.text).toContain(`Olá, ${cohost.user.firstName}!`);
  });
});
