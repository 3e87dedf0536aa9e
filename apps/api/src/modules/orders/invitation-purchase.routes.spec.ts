import { purchaseResponseSchema } from '@celebra/contracts';
import { invitations, newInvitationCode, oneRow, orders } from '@celebra/db';
import { eq } from 'drizzle-orm';
import {
  postPurchase,
  purchaseBody,
} from '../../payments/testing/guest-orders';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import { createInvitation } from '../invitations/personal-invitation.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function invitationOfOrder(body: object) {
  const response = await postPurchase(t.app, body);
  expect(response.statusCode).toBe(200);
  const { orderId } = purchaseResponseSchema.parse(response.json());
  const order = oneRow(
    await db()
      .select({ invitationId: orders.invitationId })
      .from(orders)
      .where(eq(orders.id, orderId)),
  );
  return order.invitationId;
}

describe('POST /api/guests/purchase with the personal link’s code', () => {
  it('ties the gift to the invitation of a valid code of the event', async () => {
    const host = await createHost(db());
    const { invitation, code } = await createInvitation(db(), host.event.id);
    expect(
      await invitationOfOrder({ ...purchaseBody(host), invitationCode: code }),
    ).toBe(invitation.id);
  });

  it('leaves the gift anonymous without a code, with another event’s code, or an old one', async () => {
    const host = await createHost(db());
    const other = await createHost(db());
    const { invitation, code } = await createInvitation(db(), host.event.id);
    const foreign = await createInvitation(db(), other.event.id);

    expect(await invitationOfOrder(purchaseBody(host))).toBeNull();
    expect(
      await invitationOfOrder({
        ...purchaseBody(host),
        invitationCode: foreign.code,
      }),
    ).toBeNull();

    await db()
      .update(invitations)
      .set(newInvitationCode())
      .where(eq(invitations.id, invitation.id));
    expect(
      await invitationOfOrder({ ...purchaseBody(host), invitationCode: code }),
    ).toBeNull();
  });
});
