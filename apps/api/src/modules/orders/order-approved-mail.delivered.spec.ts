import { events, orderItems, orders, outbox, oneRow } from '@celebra/db';
import { formatBRL } from '@celebra/format';
import { and, eq } from 'drizzle-orm';
import {
  approveOrder,
  postPurchase,
  purchaseBody,
} from '../../payments/testing/guest-orders';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { readMails, waitForMail } from '../../test/mailbox';

/*
 * The e-mails of an approved order as their readers get them: the payment webhook commits the
 * outbox rows, the outbox worker of the test app (the file mailer) delivers them as .eml files
 * under DATA_DIR/mail, and the test reads those files back.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** A host whose event has a title of its own, so its e-mails are told apart by subject. */
async function hostOf(title: string): Promise<TestHost> {
  const host = await createHost(db());
  await db().update(events).set({ title }).where(eq(events.id, host.event.id));
  return host;
}

/** Buys the first gift `quantity` times and approves the payment through the local webhook. */
async function buyAndApprove(
  host: TestHost,
  guest: { guestContact: string; guestNote?: string },
  quantity = 2,
) {
  const response = await postPurchase(t.app, {
    ...purchaseBody(host, [[0, quantity]]),
    ...guest,
  });
  expect(response.statusCode).toBe(200);
  const { orderId } = response.json<{ orderId: number }>();
  await approveOrder(t.app, db(), t.config.LOCAL_PAYMENT_SECRET, orderId);
  const item = oneRow(
    await db().select().from(orderItems).where(eq(orderItems.orderId, orderId)),
  );
  const approved = oneRow(
    await db().select().from(orders).where(eq(orders.id, orderId)),
  );
  return { item, order: approved };
}

describe('delivered e-mails of an approved order', () => {
  it("the host gets the gift, the amount credited, the guest's contact and note; the guest a receipt", async () => {
    const title = 'Casamento de Bia & <Léo>';
    const host = await hostOf(title);
    const note = 'Muitas felicidades <3\nCom carinho, Carla';
    const { item, order } = await buyAndApprove(host, {
      guestContact: 'Carla.Recibo@Example.com',
      guestNote: note,
    });
    const gifts = formatBRL(item.unitPrice * item.quantity);

    const hostMail = await waitForMail(
      t.config.DATA_DIR,
      host.user.email,
      (mail) => mail.subject === 'Você recebeu um presente!',
    );
    expect(hostMail.text).toContain('Olá, Ana!');
    expect(hostMail.text).toContain(
      `Carla Mendes enviou um presente para "${title}":`,
    );
    expect(hostMail.text).toContain(`• 2 × ${item.giftName} — ${gifts}`);
    expect(hostMail.text).toContain(
      `Valor creditado no seu saldo: ${formatBRL(order.userAmount)}`,
    );
    expect(hostMail.text).toContain(
      'Contato de Carla Mendes: carla.recibo@example.com',
    );
    expect(hostMail.text).toContain(`Recado de Carla Mendes:\n${note}`);
    expect(hostMail.html).toContain(
      `<strong>${formatBRL(order.userAmount)}</strong>`,
    );
    expect(hostMail.html).toContain(
      '<blockquote>Muitas felicidades &lt;3<br>Com carinho, Carla</blockquote>',
    );
    expect(hostMail.html).toContain('Bia &amp; &lt;Léo&gt;');
    expect(hostMail.html).not.toContain('<Léo>');

    const receipt = await waitForMail(
      t.config.DATA_DIR,
      'carla.recibo@example.com',
      (mail) => mail.subject === `Recibo do seu presente para ${title}`,
    );
    expect(receipt.text).toContain('Olá, Carla Mendes!');
    expect(receipt.text).toContain(
      `Recebemos o pagamento do seu presente para "${title}". Obrigado!`,
    );
    expect(receipt.text).toContain(`• 2 × ${item.giftName} — ${gifts}`);
    expect(receipt.text).toContain(
      `Valor pago: ${formatBRL(order.chargedAmount)}`,
    );
    expect(receipt.text).toMatch(
      /Data do pagamento: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    expect(receipt.text).toContain(`Seu recado para os anfitriões:\n${note}`);
    expect(receipt.text).toContain(
      `Site do evento: http://site.localhost:8080/${host.event.slug}`,
    );
    expect(receipt.html).toContain(
      `Valor pago: <strong>${formatBRL(order.chargedAmount)}</strong>`,
    );
    expect(receipt.html).toContain(`<li>2 × ${item.giftName} — ${gifts}</li>`);
    expect(receipt.html).toContain('Muitas felicidades &lt;3<br>');
    expect(receipt.html).not.toContain('<Léo>');
    // The receipt is the guest's, the credit line the host's: neither leaks into the other.
    expect(receipt.text).not.toContain('Valor creditado');
    expect(hostMail.text).not.toContain('Valor pago');
  });

  it('a guest who left a phone gets no receipt; the host still gets the gift', async () => {
    const title = 'Aniversário da Duda';
    const host = await hostOf(title);
    const { order } = await buyAndApprove(host, {
      guestContact: '(21) 98888-7777',
    });

    const hostMail = await waitForMail(
      t.config.DATA_DIR,
      host.user.email,
      (mail) => mail.subject === 'Você recebeu um presente!',
    );
    expect(hostMail.text).toContain('Contato de Carla Mendes: (21) 98888-7777');
    expect(hostMail.text).not.toContain('Recado de');
    expect(hostMail.html).toContain('(21) 98888-7777');

    // The receipt would have been queued with the host's e-mail, in the same transaction: there
    // is no such row, and no delivered e-mail names this event.
    const receiptRows = await db()
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.topic, 'order.receipt'),
          eq(outbox.recipient, order.guestContact),
        ),
      );
    expect(receiptRows).toEqual([]);
    const naming = (await readMails(t.config.DATA_DIR)).filter(
      (mail) => mail.text.includes(title) || mail.subject.includes(title),
    );
    expect(naming.map((mail) => mail.to)).toEqual([host.user.email]);
  });
});
