import {
  adminPayoutDestinationResponseSchema,
  listAdminPayoutsResponseSchema,
  listEventPayoutsResponseSchema,
  messages,
  payoutDestinationResponseSchema,
  payoutTransitionResponseSchema,
  requestPayoutResponseSchema,
  savePayoutDestinationResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import {
  payoutDestinationChanges,
  payoutDestinations,
  payouts,
  oneRow,
} from '@celebra/db';
import { count, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin, createHost, type TestHost } from '../../test/factories';
import { insertOrder } from '../../test/money-factories';
import {
  bankDestination,
  confirmPassword,
  givePayoutDestination,
  outboxFor,
  PIX_END_TO_END_ID,
  pixCpfDestination,
} from './payout-destination.test-support';

const ENCRYPTION_KEY = 'f0'.repeat(32);

let t: TestApp;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp({ env: { PAYOUT_ENCRYPTION_KEY: ENCRYPTION_KEY } });
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const v = messages.validation;
const destinationPath = (eventId: number) =>
  `/api/users/events/${eventId}/payout-destination`;

const getDestination = (host: TestHost, eventId = host.event.id) =>
  t.app.inject({
    method: 'GET',
    url: destinationPath(eventId),
    headers: host.headers,
  });

/** The host's PUT, their password confirmed first (the call is a sensitive one). */
const putDestination = async (
  host: TestHost,
  payload: object,
  eventId = host.event.id,
) => {
  await confirmPassword(t.app, host);
  return t.app.inject({
    method: 'PUT',
    url: destinationPath(eventId),
    headers: host.headers,
    payload,
  });
};

const requestPayout = (host: TestHost) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/events/${host.event.id}/payout-requests`,
    headers: host.headers,
  });

const adminPut = (path: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/payouts/${path}`,
    headers: admin.headers,
    payload,
  });

const adminDestination = (payoutId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/payouts/${payoutId}/destination`,
    headers: admin.headers,
  });

async function hostWithBalance(amount = 20_000) {
  const host = await createHost(t.database.db);
  await insertOrder(t.database.db, host.event.id, { itemPrices: [amount] });
  return host;
}

async function pendingPayout(destination: object = pixCpfDestination) {
  const host = await hostWithBalance();
  await givePayoutDestination(t.app, host, destination as never);
  const response = await requestPayout(host);
  expect(response.statusCode).toBe(201);
  return {
    host,
    payout: requestPayoutResponseSchema.parse(response.json()).payout,
  };
}

const topicsFor = async (recipient: string) =>
  (await outboxFor(t.database.db, recipient)).map((row) => row.topic);

describe('the payout destination of an event', () => {
  it('is null until the host saves one, then shows it masked', async () => {
    const host = await createHost(t.database.db);
    expect((await getDestination(host)).json()).toEqual({
      success: true,
      destination: null,
    });

    const saved = await putDestination(host, pixCpfDestination);

    expect(saved.statusCode).toBe(200);
    const view = {
      kind: 'PIX',
      masked: 'Pix CPF ***.982.247-**',
      holderName: 'Ana Souza',
      updatedAt: expect.any(String),
      payoutsFrom: null,
    };
    expect(
      savePayoutDestinationResponseSchema.parse(saved.json()).destination,
    ).toEqual(view);
    const read = await getDestination(host);
    expect(read.body).not.toContain('52998224725');
    expect(
      payoutDestinationResponseSchema.parse(read.json()).destination,
    ).toEqual(view);
  });

  it.each([
    [
      { ...pixCpfDestination, pixKeyType: 'EMAIL', pixKey: 'Ana.S@Gmail.com' },
      'Pix e-mail an***@gmail.com',
    ],
    [
      { ...pixCpfDestination, pixKeyType: 'PHONE', pixKey: '(11) 98765-4321' },
      'Pix celular +55 (11) *****-4321',
    ],
    [
      {
        ...pixCpfDestination,
        pixKeyType: 'EVP',
        pixKey: '1b4e28ba-2fa1-11d2-883f-0016d3cc9c2d',
      },
      'Pix chave aleatória 1b4e…9c2d',
    ],
    [
      bankDestination,
      'Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7',
    ],
  ])('masks %j as %j', async (destination, masked) => {
    const host = await createHost(t.database.db);
    const response = await putDestination(host, destination);
    expect(response.statusCode).toBe(200);
    expect(response.json().destination.masked).toBe(masked);
  });

  it.each([
    [
      { ...pixCpfDestination, pixKey: '529.982.247-24' },
      v.pixKeyCpfInvalid,
      'pixKey',
    ],
    [
      { ...pixCpfDestination, pixKeyType: 'PHONE', pixKey: '123' },
      v.pixKeyPhoneInvalid,
      'pixKey',
    ],
    [
      { ...pixCpfDestination, holderName: 'Ana' },
      v.holderNameInvalid,
      'holderName',
    ],
    [
      { ...bankDestination, holderDocument: '11.222.333/0001-80' },
      v.holderDocumentInvalid,
      'holderDocument',
    ],
    [{ ...bankDestination, bankCode: '999' }, v.bankCodeInvalid, 'bankCode'],
    [{ ...bankDestination, agency: '123456' }, v.bankAgencyInvalid, 'agency'],
    [{ kind: 'CASH' }, v.payoutDestinationKindInvalid, undefined],
  ])(
    'refuses %j with the pt-BR message of the field, saving nothing',
    async (payload, message, field) => {
      const host = await createHost(t.database.db);

      const response = await putDestination(host, payload);

      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      if (field) expect(body.fieldErrors[field]).toEqual([message]);
      else expect(body.message).toBe(message);
      expect((await getDestination(host)).json().destination).toBeNull();
      expect(await outboxFor(t.database.db, host.user.email)).toEqual([]);
    },
  );

  it('answers 404 for another host’s event', async () => {
    const owner = await createHost(t.database.db);
    const intruder = await createHost(t.database.db);
    expect((await getDestination(intruder, owner.event.id)).statusCode).toBe(
      404,
    );
    expect(
      (await putDestination(intruder, pixCpfDestination, owner.event.id))
        .statusCode,
    ).toBe(404);
  });

  it('is kept encrypted: neither the document nor the key appears in the tables', async () => {
    const { host, payout } = await pendingPayout();

    const stored = oneRow(
      await t.database.db
        .select()
        .from(payoutDestinations)
        .where(eq(payoutDestinations.eventId, host.event.id)),
    );
    const snapshot = oneRow(
      await t.database.db
        .select()
        .from(payouts)
        .where(eq(payouts.id, payout.id)),
    );
    const { rows } = await t.database.db.execute(
      sql`select * from payout_destinations where event_id = ${host.event.id}`,
    );
    const raw = JSON.stringify([rows, stored, snapshot]);

    expect(stored.encrypted).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(snapshot.destinationEncrypted).toMatch(/^v1:/);
    expect(snapshot.destinationEncrypted).toBe(stored.encrypted);
    for (const secret of [
      '52998224725',
      '529.982.247-25',
      ENCRYPTION_KEY,
      Buffer.from(ENCRYPTION_KEY, 'hex').toString('base64'),
    ])
      expect(raw).not.toContain(secret);
    expect(stored.masked).toBe('Pix CPF ***.982.247-**');
  });

  it('records each change and tells the host by e-mail', async () => {
    const host = await createHost(t.database.db);
    await givePayoutDestination(t.app, host, pixCpfDestination);
    await givePayoutDestination(t.app, host, bankDestination);

    const changes = await t.database.db
      .select()
      .from(payoutDestinationChanges)
      .where(eq(payoutDestinationChanges.eventId, host.event.id))
      .orderBy(payoutDestinationChanges.id);
    expect(changes.map((change) => change.masked)).toEqual([
      'Pix CPF ***.982.247-**',
      'Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7',
    ]);
    const mails = await outboxFor(t.database.db, host.user.email);
    expect(mails.map((mail) => mail.topic)).toEqual([
      'payout-destination.changed',
      'payout-destination.changed',
    ]);
    expect(mails[1]?.subject).toBe('Os dados para repasse foram alterados');
    expect(mails[1]?.text).toContain(
      'Novo destino: Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7',
    );
    expect(mails[1]?.text).toContain('Se não foi você');
    expect(mails[1]?.html).toContain('Ana &amp; João');
    expect(itemAt(mails, 1).text).not.toContain('11222333000181');
  });

  it('saves a double tap once: one change, one e-mail, the same destination', async () => {
    const host = await createHost(t.database.db);
    await confirmPassword(t.app, host);
    const put = () =>
      t.app.inject({
        method: 'PUT',
        url: destinationPath(host.event.id),
        headers: host.headers,
        payload: pixCpfDestination,
      });

    const answers = await Promise.all([put(), put()]);
    const again = await put();

    for (const answer of [...answers, again]) {
      expect(answer.statusCode).toBe(200);
      expect(
        savePayoutDestinationResponseSchema.parse(answer.json()).destination
          .masked,
      ).toBe('Pix CPF ***.982.247-**');
    }
    const changes = await t.database.db
      .select()
      .from(payoutDestinationChanges)
      .where(eq(payoutDestinationChanges.eventId, host.event.id));
    expect(changes).toHaveLength(1);
    const mails = await outboxFor(t.database.db, host.user.email);
    expect(mails.map((mail) => mail.topic)).toEqual([
      'payout-destination.changed',
    ]);
    expect(
      savePayoutDestinationResponseSchema.parse(again.json()).destination
        .payoutsFrom,
    ).toBeNull();
  });
});

describe('a payout request and its destination', () => {
  it('is refused (409) while the event has no destination, writing nothing', async () => {
    const host = await hostWithBalance();
    await confirmPassword(t.app, host);

    const response = await requestPayout(host);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'Cadastre os dados para repasse antes de solicitar o repasse.',
    });
    const row = oneRow(
      await t.database.db
        .select({ value: count() })
        .from(payouts)
        .where(eq(payouts.eventId, host.event.id)),
    );
    expect(row.value).toBe(0);
    expect(await outboxFor(t.database.db, host.user.email)).toEqual([]);
  });

  it('keeps a snapshot: changing the destination later does not change the payout', async () => {
    const { host, payout } = await pendingPayout(pixCpfDestination);
    expect(payout.destinationMasked).toBe('Pix CPF ***.982.247-**');

    await givePayoutDestination(t.app, host, bankDestination);

    const whole = await adminDestination(payout.id);
    expect(whole.statusCode).toBe(200);
    expect(
      adminPayoutDestinationResponseSchema.parse(whole.json()).destination,
    ).toEqual({
      kind: 'PIX',
      pixKeyType: 'CPF',
      pixKey: '52998224725',
      holderName: 'Ana Souza',
      holderDocument: '52998224725',
    });
    const history = listEventPayoutsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/users/events/${host.event.id}/payout-requests`,
          headers: host.headers,
        })
      ).json(),
    );
    expect(history.payouts[0]?.destinationMasked).toBe(
      'Pix CPF ***.982.247-**',
    );
  });

  it('shows the admin the whole bank account, with the bank’s name; the host only the masked line', async () => {
    const { host, payout } = await pendingPayout(bankDestination);

    const whole = await adminDestination(payout.id);

    expect(whole.json().destination).toEqual({
      kind: 'BANK',
      bankCode: '001',
      bankName: 'Banco do Brasil',
      agency: '1234',
      account: '123456',
      accountDigit: '7',
      accountType: 'CHECKING',
      holderName: 'Ana Souza',
      holderDocument: '11222333000181',
    });
    const hostView = await getDestination(host);
    expect(hostView.body).not.toContain('123456');
    expect(hostView.body).not.toContain('11222333000181');
    const asHost = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payouts/${payout.id}/destination`,
      headers: host.headers,
    });
    expect(asHost.statusCode).toBe(401);
  });

  it('answers 404 for the destination of an unknown payout', async () => {
    const response = await adminDestination(2_000_000_000);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(apiTexts.server.payoutNotFound);
  });

  it('queues an e-mail to the host and one to the administrator', async () => {
    const { host, payout } = await pendingPayout();

    const hostMails = await outboxFor(t.database.db, host.user.email);
    const requested = hostMails.find(
      (mail) => mail.topic === 'payout.requested',
    );
    expect(requested).toMatchObject({
      subject: 'Recebemos seu pedido de repasse',
    });
    expect(requested?.text).toContain(
      'Recebemos seu pedido de repasse de R$\u00a0200,00 do evento “Ana & João”.',
    );
    expect(requested?.text).toContain('Destino: Pix CPF ***.982.247-**');
    expect(requested?.html).toContain('<strong>R$\u00a0200,00</strong>');

    const adminMail = (
      await outboxFor(t.database.db, t.config.ADMIN_EMAIL)
    ).find(
      (mail) =>
        mail.topic === 'payout.requested.admin' &&
        mail.text.includes(`nº ${payout.id})`),
    );
    expect(adminMail?.subject).toBe('Novo pedido de repasse: Ana & João');
    expect(adminMail?.text).toContain('Evento: Ana & João');
    expect(adminMail?.text).toContain(
      `Anfitrião: Ana ${host.user.lastName} (${host.user.email})`,
    );
    expect(adminMail?.text).toContain('Valor solicitado: R$\u00a0200,00');
    expect(adminMail?.html).toContain('Ana &amp; João');
  });
});

describe('concluding, failing and cancelling a payout', () => {
  it('concludes a Pix payout with its end-to-end id, shown to the host and e-mailed', async () => {
    const { host, payout } = await pendingPayout();

    const response = await adminPut(`${payout.id}/conclude`, {
      paidAmount: 20_000,
      transferId: ` ${PIX_END_TO_END_ID} `,
    });

    expect(response.statusCode).toBe(200);
    expect(
      payoutTransitionResponseSchema.parse(response.json()).payout,
    ).toMatchObject({ status: 'PAID', transferId: PIX_END_TO_END_ID });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/users/events/${host.event.id}/payout-requests`,
      headers: host.headers,
    });
    expect(history.json().payouts[0]).toMatchObject({
      status: 'PAID',
      paidAmount: 20_000,
      transferId: PIX_END_TO_END_ID,
      failureReason: null,
      destinationMasked: 'Pix CPF ***.982.247-**',
      concludedAt: expect.any(String),
    });
    const paid = (await outboxFor(t.database.db, host.user.email)).find(
      (mail) => mail.topic === 'payout.paid',
    );
    expect(paid?.subject).toBe('Seu repasse foi pago');
    expect(paid?.text).toContain(
      'Transferimos R$\u00a0200,00 do evento “Ana & João”.',
    );
    expect(paid?.text).toContain(
      `Identificador da transferência: ${PIX_END_TO_END_ID}`,
    );
  });

  it.each([
    ['no transfer id', {}, v.transferIdRequired],
    [
      'an id that is not a Pix end-to-end id',
      { transferId: 'TED-123' },
      v.transferIdInvalid,
    ],
    [
      'an id over 100 characters',
      { transferId: `E${'1'.repeat(100)}` },
      v.transferIdTooLong,
    ],
  ])(
    'refuses to conclude a Pix payout with %s, leaving it pending',
    async (_case, body, message) => {
      const { host, payout } = await pendingPayout();

      const response = await adminPut(`${payout.id}/conclude`, {
        paidAmount: 20_000,
        ...body,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message,
        fieldErrors: { transferId: [message] },
      });
      const [row] = await t.database.db
        .select()
        .from(payouts)
        .where(eq(payouts.id, payout.id));
      expect(row).toMatchObject({ status: 'PENDING', transferId: null });
      expect(await topicsFor(host.user.email)).not.toContain('payout.paid');
    },
  );

  it('concludes a bank payout without a transfer id', async () => {
    const { payout } = await pendingPayout(bankDestination);

    const response = await adminPut(`${payout.id}/conclude`, {
      paidAmount: 19_000,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().payout).toMatchObject({
      status: 'PAID',
      paidAmount: 19_000,
      transferId: null,
    });
  });

  it('fails a payout with the reason, shown to the host and e-mailed escaped', async () => {
    const { host, payout } = await pendingPayout();
    const reason = 'Chave Pix <inexistente> no banco';

    const response = await adminPut(`${payout.id}/fail`, { reason });

    expect(response.statusCode).toBe(200);
    expect(response.json().payout).toMatchObject({
      status: 'FAILED',
      failureReason: reason,
    });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/users/events/${host.event.id}/payout-requests`,
      headers: host.headers,
    });
    expect(history.json().payouts[0]).toMatchObject({
      status: 'FAILED',
      failureReason: reason,
      transferId: null,
    });
    const failed = (await outboxFor(t.database.db, host.user.email)).find(
      (mail) => mail.topic === 'payout.failed',
    );
    expect(failed?.subject).toBe('Não conseguimos concluir seu repasse');
    expect(failed?.text).toContain(`Motivo: ${reason}`);
    expect(failed?.text).toContain('O valor voltou ao seu saldo disponível.');
    expect(failed?.html).toContain('Chave Pix &lt;inexistente&gt; no banco');
    expect(failed?.html).not.toContain('<inexistente>');
  });

  it.each([
    ['no reason', {}],
    ['a reason of 2 characters', { reason: 'ab' }],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }],
  ])('refuses to fail a payout with %s', async (_case, body) => {
    const { host, payout } = await pendingPayout();

    const response = await adminPut(`${payout.id}/fail`, body);

    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.reason).toEqual([
      v.failureReasonInvalid,
    ]);
    expect(await topicsFor(host.user.email)).not.toContain('payout.failed');
  });

  it('cancels a payout and tells the host', async () => {
    const { host, payout } = await pendingPayout();

    const response = await adminPut(`${payout.id}/cancel`, {});

    expect(response.statusCode).toBe(200);
    const cancelled = (await outboxFor(t.database.db, host.user.email)).find(
      (mail) => mail.topic === 'payout.cancelled',
    );
    expect(cancelled?.subject).toBe('Seu pedido de repasse foi cancelado');
    expect(cancelled?.text).toContain(
      'O pedido de repasse de R$\u00a0200,00 do evento “Ana & João” foi cancelado.',
    );
    expect(await topicsFor(host.user.email)).toEqual([
      'payout-destination.changed',
      'payout.requested',
      'payout.cancelled',
    ]);
  });

  it('lists the destination, transfer id and failure reason in the back office', async () => {
    const { payout: failed } = await pendingPayout(bankDestination);
    await adminPut(`${failed.id}/fail`, { reason: 'Conta encerrada' });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payouts?status=FAILED',
      headers: admin.headers,
    });

    const item = listAdminPayoutsResponseSchema
      .parse(response.json())
      .payouts.find((row) => row.id === failed.id);
    expect(item).toMatchObject({
      destinationMasked:
        'Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7',
      destinationKind: 'BANK',
      transferId: null,
      failureReason: 'Conta encerrada',
    });
  });
});
