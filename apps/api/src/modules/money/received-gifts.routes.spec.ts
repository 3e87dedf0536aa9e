import {
  listReceivedGiftsResponseSchema,
  loginResponseSchema,
  messages,
  receivedGiftsDailyResponseSchema,
  receivedGiftThankedResponseSchema,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { orders, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAdmin,
  createHost,
  type TestHost,
  userHeaders,
} from '../../test/factories';
import { insertOrder } from '../../test/money-factories';
import { createInvitation } from '../invitations/personal-invitation.test-support';
import {
  readSpreadsheetCsv,
  spreadsheetNumber,
} from '../../test/spreadsheet-csv';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const giftsPath = (host: TestHost, suffix = '') =>
  `/api/users/events/${host.event.id}/received-gifts${suffix}`;

const setThanked = (
  host: TestHost,
  orderId: number,
  thanked: unknown,
  headers = host.headers,
) =>
  t.app.inject({
    method: 'PUT',
    url: giftsPath(host, `/${orderId}/thanked`),
    headers,
    payload: { thanked },
  });

/** An approved order with the guest's contact and note. */
async function orderWithNote(
  host: TestHost,
  values: { guestName?: string; guestContact: string; guestNote: string },
  options: Parameters<typeof insertOrder>[2] = {},
) {
  const order = await insertOrder(t.database.db, host.event.id, {
    guestName: values.guestName,
    ...options,
  });
  await t.database.db
    .update(orders)
    .set({ guestContact: values.guestContact, guestNote: values.guestNote })
    .where(eq(orders.id, order.id));
  return order;
}

/** A second, separate session of the host (another device). */
async function secondSession(host: TestHost) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: host.user.email, password: host.user.password },
  });
  expect(response.statusCode).toBe(200);
  const { token, id } = loginResponseSchema.parse(response.json());
  expect(token).not.toBe(host.token);
  return userHeaders(token, id);
}

describe('received gifts with the guest’s contact, note and the thanks mark', () => {
  it('shows the host and the back office the contact and note', async () => {
    const host = await createHost(t.database.db);
    const order = await orderWithNote(host, {
      guestContact: '+5511987654321',
      guestNote: 'Felicidades ao casal!',
    });
    const { headers } = await createAdmin(t.database.db);

    const asHost = await t.app.inject({
      method: 'GET',
      url: giftsPath(host),
      headers: host.headers,
    });
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/events/${host.event.id}/received-gifts`,
      headers,
    });

    for (const response of [asHost, asAdmin])
      expect(
        listReceivedGiftsResponseSchema.parse(response.json()).receivedGifts,
      ).toEqual([
        expect.objectContaining({
          id: order.id,
          guestContact: '+5511987654321',
          guestNote: 'Felicidades ao casal!',
          thankedAt: null,
        }),
      ]);
  });

  it('names the invitation a gift was given from, null for an anonymous gift', async () => {
    const host = await createHost(t.database.db);
    const { invitation } = await createInvitation(
      t.database.db,
      host.event.id,
      { name: 'Família Souza' },
    );
    const tied = await insertOrder(t.database.db, host.event.id);
    await t.database.db
      .update(orders)
      .set({ invitationId: invitation.id })
      .where(eq(orders.id, tied.id));
    const anonymous = await insertOrder(t.database.db, host.event.id);

    const response = await t.app.inject({
      method: 'GET',
      url: giftsPath(host),
      headers: host.headers,
    });

    const gifts = listReceivedGiftsResponseSchema.parse(
      response.json(),
    ).receivedGifts;
    expect(
      Object.fromEntries(gifts.map((gift) => [gift.id, gift.invitationName])),
    ).toEqual({ [tied.id]: 'Família Souza', [anonymous.id]: null });
  });

  it('marks a gift thanked, seen from another session of the host, and clears it', async () => {
    const host = await createHost(t.database.db);
    const order = await insertOrder(t.database.db, host.event.id);
    const otherDevice = await secondSession(host);

    const marked = await setThanked(host, order.id, true);

    expect(marked.statusCode).toBe(200);
    const { thankedAt } = receivedGiftThankedResponseSchema.parse(
      marked.json(),
    );
    expect(thankedAt).not.toBeNull();
    const seen = await t.app.inject({
      method: 'GET',
      url: giftsPath(host),
      headers: otherDevice,
    });
    expect(seen.json().receivedGifts[0].thankedAt).toBe(thankedAt);

    const again = await setThanked(host, order.id, true, otherDevice);
    expect(again.json().thankedAt).toBe(thankedAt);

    const cleared = await setThanked(host, order.id, false, otherDevice);
    expect(cleared.json()).toMatchObject({ success: true, thankedAt: null });
    const reread = await t.app.inject({
      method: 'GET',
      url: giftsPath(host),
      headers: host.headers,
    });
    expect(reread.json().receivedGifts[0].thankedAt).toBeNull();
  });

  it.each(['PENDING', 'RECUSED', 'CANCELLED'] as const)(
    'answers 404 for a %s order',
    async (status) => {
      const host = await createHost(t.database.db);
      const order = await insertOrder(t.database.db, host.event.id, {
        status,
      });

      const response = await setThanked(host, order.id, true);

      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(apiTexts.server.orderNotFound);
    },
  );

  it('answers 404 for an order of another event and changes nothing', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const foreign = await insertOrder(t.database.db, other.event.id);

    const response = await setThanked(host, foreign.id, true);

    expect(response.statusCode).toBe(404);
    const row = oneRow(
      await t.database.db
        .select({ thankedAt: orders.thankedAt })
        .from(orders)
        .where(eq(orders.id, foreign.id)),
    );
    expect(row.thankedAt).toBeNull();
    expect(
      (await setThanked(other, foreign.id, true, host.headers)).statusCode,
    ).toBe(404);
  });

  it('refuses a body without a boolean', async () => {
    const host = await createHost(t.database.db);
    const order = await insertOrder(t.database.db, host.event.id);

    const response = await setThanked(host, order.id, 'sim');

    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.thanked).toEqual([
      messages.validation.thankedInvalid,
    ]);
  });
});

describe('received gifts paged', () => {
  it('answers 20 a page, newest first, with the count; the CSV keeps every gift', async () => {
    const host = await createHost(t.database.db);
    for (let index = 0; index < 23; index += 1)
      await insertOrder(t.database.db, host.event.id, {
        guestName: `Convidado ${index}`,
        createdAt: new Date(Date.UTC(2030, 0, 1, 10, index)),
      });
    await insertOrder(t.database.db, host.event.id, { status: 'CANCELLED' });
    const admin = await createAdmin(t.database.db);
    const read = async (url: string, headers: Record<string, string>) =>
      listReceivedGiftsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url, headers })).json(),
      );

    const first = await read(giftsPath(host), host.headers);
    expect(first.total).toBe(23);
    expect(first.receivedGifts).toHaveLength(20);
    expect(first.receivedGifts[0]?.guestName).toBe('Convidado 22');
    const second = await read(
      giftsPath(host, '?page=2&limit=20'),
      host.headers,
    );
    expect(second.receivedGifts.map((gift) => gift.guestName)).toEqual([
      'Convidado 2',
      'Convidado 1',
      'Convidado 0',
    ]);
    const adminPage = await read(
      `/api/admin/events/${host.event.id}/received-gifts?page=3&limit=10`,
      admin.headers,
    );
    expect(adminPage.total).toBe(23);
    expect(adminPage.receivedGifts).toHaveLength(3);

    const csv = await t.app.inject({
      method: 'GET',
      url: giftsPath(host, '.csv'),
      headers: host.headers,
    });
    expect(csv.body.trim().split('\r\n')).toHaveLength(1 + 23);

    const invalid = await t.app.inject({
      method: 'GET',
      url: giftsPath(host, '?limit=101'),
      headers: host.headers,
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('counts the approved gifts of each São Paulo day for the chart', async () => {
    const host = await createHost(t.database.db);
    const now = Date.now();
    await insertOrder(t.database.db, host.event.id, {
      createdAt: new Date(now - 60_000),
    });
    await insertOrder(t.database.db, host.event.id, {
      createdAt: new Date(now - 120_000),
    });
    await insertOrder(t.database.db, host.event.id, {
      status: 'PENDING',
      createdAt: new Date(now - 60_000),
    });
    await insertOrder(t.database.db, host.event.id, {
      createdAt: new Date(now - 30 * 86_400_000),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: giftsPath(host, '/daily'),
      headers: host.headers,
    });
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
    }).format(new Date(now - 60_000));
    const answer = receivedGiftsDailyResponseSchema.parse(response.json());
    expect(answer.days.map((day) => day.count).reduce((a, b) => a + b, 0)).toBe(
      2,
    );
    expect(answer.days.at(-1)?.day).toBe(today);
  });
});

describe('GET /api/users/events/{eventId}/received-gifts.csv', () => {
  it('downloads the approved gifts for Excel pt-BR', async () => {
    const host = await createHost(t.database.db);
    const older = await orderWithNote(
      host,
      {
        guestName: 'Carla Dias',
        guestContact: '+5511987654321',
        guestNote: 'Muitas felicidades; com carinho',
      },
      {
        itemPrices: [10_000, 2_500],
        fee: 625,
        createdAt: new Date('2030-01-01T10:00:00Z'),
      },
    );
    await orderWithNote(
      host,
      { guestName: '', guestContact: 'paulo@example.com', guestNote: '' },
      { itemPrices: [4_000], createdAt: new Date('2030-01-02T10:00:00Z') },
    );
    await insertOrder(t.database.db, host.event.id, { status: 'PENDING' });
    const { invitation } = await createInvitation(
      t.database.db,
      host.event.id,
      { name: 'Família Dias' },
    );
    await t.database.db
      .update(orders)
      .set({
        thankedAt: new Date('2030-01-03T15:30:00Z'),
        invitationId: invitation.id,
      })
      .where(eq(orders.id, older.id));

    const response = await t.app.inject({
      method: 'GET',
      url: giftsPath(host, '.csv'),
      headers: host.headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="presentes-recebidos-${host.event.slug}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = readSpreadsheetCsv(response.body);
    expect(header).toEqual([
      'Data',
      'Convidado',
      'Convite',
      'Contato',
      'Recado',
      'Presentes',
      'Valor recebido (R$)',
      'Status',
      'Agradecido em',
    ]);
    expect(rows).toEqual([
      [
        '02/01/2030 07:00:00',
        'Anônimo',
        '',
        'paulo@example.com',
        '',
        '1 × Presente 1',
        '40,00',
        'Aprovado',
        '',
      ],
      [
        '01/01/2030 07:00:00',
        'Carla Dias',
        'Família Dias',
        '(11) 98765-4321',
        'Muitas felicidades; com carinho',
        '1 × Presente 1, 1 × Presente 2',
        '118,75',
        'Aprovado',
        '03/01/2030 12:30:00',
      ],
    ]);
    const amount = header?.indexOf('Valor recebido (R$)') ?? -1;
    const sum = rows.reduce(
      (total, row) => total + (spreadsheetNumber(row[amount] ?? '') ?? NaN),
      0,
    );
    expect(sum).toBeCloseTo(158.75, 2);
  });

  it('writes amounts from R$ 1.000,00 up without a thousands separator', async () => {
    const host = await createHost(t.database.db);
    await orderWithNote(
      host,
      { guestName: 'Rita', guestContact: 'rita@example.com', guestNote: '' },
      { itemPrices: [123_456] },
    );
    const response = await t.app.inject({
      method: 'GET',
      url: giftsPath(host, '.csv'),
      headers: host.headers,
    });
    const [, row] = readSpreadsheetCsv(response.body);
    expect(spreadsheetNumber(row?.[6] ?? '')).toBe(1234.56);
  });

  it('answers 404 for another host’s event', async () => {
    const owner = await createHost(t.database.db);
    const intruder = await createHost(t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: giftsPath(owner, '.csv'),
      headers: intruder.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
