import { privacyCodes, privacyRequests } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp, unique } from '../../test/factories';
import { createGuestMessage } from '../../test/guest-factories';
import { mailsTo } from '../../test/mailbox';
import { outboxRows } from '../../payments/testing/outbox-rows';
import { guestDataCalls } from './guest-data.test-support';
import { guestEmailHash, signGuestDataToken } from './guest-data-token';

let t: TestApp;
let calls: ReturnType<typeof guestDataCalls>;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  calls = guestDataCalls(t);
  eventId = (await createHost(t.database.db)).event.id;
});

afterAll(async () => {
  await t.close();
});

/** A guest who left a message under a fresh e-mail. */
async function guestWithData(): Promise<string> {
  const email = `${unique('convidada')}@example.com`;
  await createGuestMessage(t.database.db, eventId, { email });
  return email;
}

const WRONG_CODE =
  'Código incorreto ou vencido. Confira o e-mail mais recente ou peça um novo código.';

describe('POST /api/guests/privacy/code', () => {
  it('answers the same whether or not the e-mail holds data, and mails a code only to the one that does', async () => {
    const stranger = `${unique('ninguem')}@example.com`;
    const guest = await guestWithData();

    const unknown = await calls.requestCode(stranger);
    const known = await calls.requestCode(guest.toUpperCase());

    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(unknown.json().message).toBe(
      'Se houver dados com este e-mail, enviaremos um código de 6 números em instantes. Confira também a caixa de spam.',
    );
    expect(await calls.mailedCode(guest)).toMatch(/^\d{6}$/);
    const toStranger = (await outboxRows(t.database.db)).filter(
      (row) => row.recipient === stranger,
    );
    expect(toStranger).toEqual([]);
    expect(await mailsTo(t.config.DATA_DIR, stranger)).toEqual([]);
  });

  it('stores only hashes of the e-mail and of the code, expiring in 10 minutes', async () => {
    const guest = await guestWithData();
    const before = Date.now();
    await calls.requestCode(guest);
    const code = await calls.mailedCode(guest);

    const rows = await t.database.db
      .select()
      .from(privacyCodes)
      .where(eq(privacyCodes.emailHash, guestEmailHash(guest)));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(JSON.stringify(row)).not.toContain(guest);
    expect(row?.codeHash).not.toContain(code);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - before) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10.1);
  });

  it('refuses a malformed e-mail in pt-BR', async () => {
    const answer = await calls.requestCode('não-é-email');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors.email).toEqual(['* E-mail inválido']);
  });

  it('limits the codes asked for one e-mail from any address, whether or not it holds data', async () => {
    for (const email of [await guestWithData(), `${unique('x')}@example.com`]) {
      for (let call = 0; call < 5; call += 1)
        expect((await calls.requestCode(email)).statusCode).toBe(200);
      const refused = await calls.requestCode(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Muitos pedidos de código. Aguarde alguns minutos e tente novamente.',
      );
      expect(refused.headers['retry-after']).toBeDefined();
    }
  });

  it('limits the codes asked from one address, whatever the e-mails', async () => {
    const address = nextIp();
    for (let call = 0; call < 10; call += 1)
      expect(
        (await calls.requestCode(`${unique('a')}@example.com`, address))
          .statusCode,
      ).toBe(200);
    const refused = await calls.requestCode(
      `${unique('a')}@example.com`,
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Muitos pedidos de código/);
  });
});

describe('POST /api/guests/privacy/session', () => {
  it('opens the data with the right code once, and records the access', async () => {
    const guest = await guestWithData();
    await calls.requestCode(guest);
    const code = await calls.mailedCode(guest);

    const opened = await calls.openSession(guest, code);
    expect(opened.statusCode).toBe(200);
    const { token, expiresAt } = opened.json();
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect((await calls.data(token)).statusCode).toBe(200);

    const again = await calls.openSession(guest, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors.code).toEqual([WRONG_CODE]);

    const requests = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.email, guest));
    expect(requests).toEqual([
      expect.objectContaining({
        kind: 'guest_access',
        completedAt: expect.any(Date),
      }),
    ]);
  });

  it('refuses an expired code', async () => {
    const guest = await guestWithData();
    await calls.requestCode(guest);
    const code = await calls.mailedCode(guest);
    await t.database.db
      .update(privacyCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(privacyCodes.emailHash, guestEmailHash(guest)));

    const answer = await calls.openSession(guest, code);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(WRONG_CODE);
  });

  it('ends a code after five wrong tries, even the right one after them', async () => {
    const guest = await guestWithData();
    await calls.requestCode(guest);
    const code = await calls.mailedCode(guest);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await calls.openSession(guest, wrong)).statusCode).toBe(400);

    expect((await calls.openSession(guest, code)).statusCode).toBe(400);
  });

  it("refuses another e-mail's code, and an older code once a newer one was sent", async () => {
    const guest = await guestWithData();
    const other = await guestWithData();
    await calls.requestCode(other);
    const otherCode = await calls.mailedCode(other);
    await calls.requestCode(guest);
    const first = await calls.mailedCode(guest);
    await calls.requestCode(guest);
    const second = await calls.mailedCode(guest, 2);

    expect((await calls.openSession(guest, otherCode)).statusCode).toBe(400);
    if (first !== second)
      expect((await calls.openSession(guest, first)).statusCode).toBe(400);
    expect((await calls.openSession(guest, second)).statusCode).toBe(200);
  });

  it('refuses a code that is not 6 digits in pt-BR', async () => {
    const answer = await calls.openSession('ana@example.com', '12a4');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors.code).toEqual([
      '* Digite os 6 números do código',
    ]);
  });
});

describe("the token of 'Meus dados'", () => {
  const SESSION_ENDED =
    'Seu acesso aos dados terminou. Peça um novo código para continuar.';

  it('is required, and refused when forged, tampered with or expired', async () => {
    const guest = await guestWithData();
    const token = await calls.signIn(guest);
    const [emailPart = '', expiry = '', signature = ''] = token.split('.');
    const otherEmail = Buffer.from('outra@example.com').toString('base64url');
    const refused = [
      undefined,
      'abc',
      `${otherEmail}.${expiry}.${signature}`,
      `${emailPart}.${Number(expiry) + 3600}.${signature}`,
      signGuestDataToken(
        'another-secret-of-16',
        guest,
        new Date(Date.now() + 60_000),
      ),
      signGuestDataToken(
        t.config.SITE_TOKEN_SECRET,
        guest,
        new Date(Date.now() - 1000),
      ),
    ];
    for (const candidate of refused) {
      const answer = await calls.data(candidate);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(SESSION_ENDED);
    }
    expect((await calls.data(token)).statusCode).toBe(200);
  });
});
