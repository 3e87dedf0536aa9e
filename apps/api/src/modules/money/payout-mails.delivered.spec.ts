import { requestPayoutResponseSchema } from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin, createHost } from '../../test/factories';
import { type ReadMail, waitForMail } from '../../test/mailbox';
import { insertOrder } from '../../test/money-factories';
import {
  bankDestination,
  givePayoutDestination,
  PIX_END_TO_END_ID,
  pixCpfDestination,
} from './payout-destination.test-support';

/*
 * The payout e-mails as the reader gets them: the api commits the outbox row, the outbox
 * worker of the test app (OUTBOX_POLL_SECONDS=1, the file mailer) delivers it as an .eml file
 * under DATA_DIR/mail, and the test reads that file back (recipient, subject, text and HTML).
 */

const PIX_MASKED = 'Pix CPF ***.982.247-**';
const BANK_MASKED = 'Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7';
const AMOUNT = 'R$\u00a0200,00';

let t: TestApp;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp({
    env: { PAYOUT_ENCRYPTION_KEY: 'f0'.repeat(32) },
  });
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const delivered = (to: string, subject: string) =>
  waitForMail(t.config.DATA_DIR, to, (mail) => mail.subject === subject);

async function pendingPayout() {
  const host = await createHost(t.database.db);
  await insertOrder(t.database.db, host.event.id, { itemPrices: [20_000] });
  await givePayoutDestination(t.app, host, pixCpfDestination);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/users/events/${host.event.id}/payout-requests`,
    headers: host.headers,
  });
  expect(response.statusCode).toBe(201);
  return {
    host,
    payout: requestPayoutResponseSchema.parse(response.json()).payout,
  };
}

const adminPut = (path: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/payouts/${path}`,
    headers: admin.headers,
    payload,
  });

/** Both parts are there, and the HTML part is a page with the greeting and the signature. */
function expectBothParts(mail: ReadMail, greeting: string) {
  expect(mail.text.startsWith(`${greeting}\n`)).toBe(true);
  expect(mail.text).toContain('Equipe Celebra');
  expect(mail.html).toContain(`<p>${greeting}</p>`);
  expect(mail.html).toContain('<p>Equipe Celebra</p>');
}

describe('delivered payout e-mails', () => {
  it('a payout request reaches the host and ADMIN_EMAIL with the amount and the masked destination', async () => {
    const { host, payout } = await pendingPayout();

    const mail = await delivered(
      host.user.email,
      'Recebemos seu pedido de repasse',
    );
    expectBothParts(mail, 'Olá, Ana!');
    expect(mail.text).toContain(
      `Recebemos seu pedido de repasse de ${AMOUNT} do evento “Ana & João”.`,
    );
    expect(mail.text).toContain(`Destino: ${PIX_MASKED}`);
    expect(mail.text).toContain(
      'Avisaremos por e-mail assim que a transferência for feita.',
    );
    expect(mail.text).not.toContain('52998224725');
    expect(mail.html).toContain(`<strong>${AMOUNT}</strong>`);
    expect(mail.html).toContain(`Destino: <strong>${PIX_MASKED}</strong>`);
    expect(mail.html).toContain('“Ana &amp; João”');

    const adminMail = await waitForMail(
      t.config.DATA_DIR,
      t.config.ADMIN_EMAIL,
      (candidate) => candidate.text.includes(`(nº ${payout.id})`),
    );
    expect(adminMail.to).toBe(t.config.ADMIN_EMAIL);
    expect(adminMail.subject).toBe('Novo pedido de repasse: Ana & João');
    expectBothParts(adminMail, 'Olá!');
    expect(adminMail.text).toContain(
      `Há um novo pedido de repasse (nº ${payout.id}) a pagar.`,
    );
    expect(adminMail.text).toContain(
      `Anfitrião: Ana ${host.user.lastName} (${host.user.email})`,
    );
    expect(adminMail.text).toContain(`Valor solicitado: ${AMOUNT}`);
    expect(adminMail.text).toContain(`Destino: ${PIX_MASKED}`);
    expect(adminMail.html).toContain(
      `Valor solicitado: <strong>${AMOUNT}</strong>`,
    );
    expect(adminMail.html).toContain('Ver repasses pendentes');
    expect(adminMail.html).toContain(host.user.email);
  });

  it('a paid payout tells the host the amount paid, the destination and the transfer id', async () => {
    const { host, payout } = await pendingPayout();
    const response = await adminPut(`${payout.id}/conclude`, {
      paidAmount: 19_950,
      transferId: PIX_END_TO_END_ID,
    });
    expect(response.statusCode).toBe(200);

    const mail = await delivered(host.user.email, 'Seu repasse foi pago');
    expectBothParts(mail, 'Olá, Ana!');
    expect(mail.text).toContain(
      'Transferimos R$\u00a0199,50 do evento “Ana & João”.',
    );
    expect(mail.text).toContain(`Destino: ${PIX_MASKED}`);
    expect(mail.text).toContain(
      `Identificador da transferência: ${PIX_END_TO_END_ID}`,
    );
    expect(mail.text).toMatch(/Data: \d{2}\/\d{2}\/\d{4}/);
    expect(mail.html).toContain('<strong>R$\u00a0199,50</strong>');
    expect(mail.html).toContain(PIX_END_TO_END_ID);
    expect(mail.html).toContain('Acompanhe seus repasses');
  });

  it('a failed payout tells the host the reason, escaped in the HTML part', async () => {
    const { host, payout } = await pendingPayout();
    const reason = 'Chave Pix <inexistente> no banco & conta encerrada';
    expect((await adminPut(`${payout.id}/fail`, { reason })).statusCode).toBe(
      200,
    );

    const mail = await delivered(
      host.user.email,
      'Não conseguimos concluir seu repasse',
    );
    expectBothParts(mail, 'Olá, Ana!');
    expect(mail.text).toContain(
      `A transferência de ${AMOUNT} do evento “Ana & João” não pôde ser concluída.`,
    );
    expect(mail.text).toContain(`Motivo: ${reason}`);
    expect(mail.text).toContain(`Destino: ${PIX_MASKED}`);
    expect(mail.text).toContain('O valor voltou ao seu saldo disponível.');
    expect(mail.html).toContain(
      'Motivo: Chave Pix &lt;inexistente&gt; no banco &amp; conta encerrada',
    );
    expect(mail.html).not.toContain('<inexistente>');
  });

  it('a cancelled payout tells the host the amount is back in the balance', async () => {
    const { host, payout } = await pendingPayout();
    expect((await adminPut(`${payout.id}/cancel`, {})).statusCode).toBe(200);

    const mail = await delivered(
      host.user.email,
      'Seu pedido de repasse foi cancelado',
    );
    expectBothParts(mail, 'Olá, Ana!');
    expect(mail.text).toContain(
      `O pedido de repasse de ${AMOUNT} do evento “Ana & João” foi cancelado.`,
    );
    expect(mail.text).toContain(
      'O valor voltou ao seu saldo disponível e pode ser solicitado de novo.',
    );
    expect(mail.html).toContain(`<strong>${AMOUNT}</strong>`);
  });

  it('a changed destination tells the host the new masked destination, never the whole one', async () => {
    const host = await createHost(t.database.db);
    await givePayoutDestination(t.app, host, pixCpfDestination);
    await givePayoutDestination(t.app, host, bankDestination);

    const mail = await waitForMail(
      t.config.DATA_DIR,
      host.user.email,
      (candidate) =>
        candidate.subject === 'Os dados para repasse foram alterados' &&
        candidate.text.includes(BANK_MASKED),
    );
    expectBothParts(mail, 'Olá, Ana!');
    expect(mail.text).toMatch(
      /Os dados para repasse do evento “Ana & João” foram alterados em \d{2}\/\d{2}\/\d{4}/,
    );
    expect(mail.text).toContain(`Novo destino: ${BANK_MASKED}`);
    expect(mail.text).toMatch(
      /Por segurança, um novo repasse só pode ser solicitado a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\./,
    );
    expect(mail.text).toContain(
      'Se não foi você, altere sua senha e fale com a equipe Celebra imediatamente.',
    );
    expect(mail.html).toContain(
      `Novo destino: <strong>${BANK_MASKED}</strong>`,
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('11222333000181');
      expect(part).not.toContain('123456');
    }
  });
});
