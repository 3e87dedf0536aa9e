import { itemAt, PASSWORD_RESET_TTL_MINUTES } from '@celebra/contracts';
import { passwordResets } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { hashSessionToken } from '../../lib/session-token';
import { setClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  adminHeaders,
  createAdmin,
  createHost,
  nextIp,
  unique,
  userHeaders,
} from '../../test/factories';
import { mailsTo, waitForMails } from '../../test/mailbox';

const MINUTE_MS = 60_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_BASE_DOMAIN: 'celebra.test', PUBLIC_PROTOCOL: 'https' },
  });
});

afterEach(() => {
  jest.useRealTimers();
});

afterAll(async () => {
  await t.close();
});

type Scope = 'users' | 'admin';

const requestReset = (scope: Scope, email: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${scope}/password-reset`,
    payload: { email },
    remoteAddress,
  });

const confirmReset = (
  scope: Scope,
  token: string,
  password = 'NovaSenha99',
  confirmPassword = password,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${scope}/password-reset/confirm`,
    payload: { token, password, confirmPassword },
    remoteAddress: nextIp(),
  });

const validateReset = (scope: Scope, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${scope}/password-reset/validate?token=${token}`,
    remoteAddress: nextIp(),
  });

const login = (scope: Scope, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${scope}/login`,
    payload: { email, password },
    remoteAddress: nextIp(),
  });

const INVALID_LINK =
  'Este link para redefinir a senha é inválido, expirou ou já foi usado. Peça um novo link.';
const REQUESTED =
  'Se este e-mail estiver cadastrado, enviaremos um link para redefinir a senha.';

/** Asks for a link and answers the token of the newest e-mail it sent. */
async function resetToken(scope: Scope, email: string): Promise<string> {
  const before = (await mailsTo(t.config.DATA_DIR, email)).length;
  expect((await requestReset(scope, email)).statusCode).toBe(200);
  const mails = await waitForMails(t.config.DATA_DIR, email, before + 1);
  const match = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
    itemAt(mails, mails.length - 1).text,
  );
  const token = match?.[1];
  if (!token) throw new Error('no reset link in the e-mail');
  return token;
}

describe('POST /api/users/password-reset', () => {
  it('answers the same for an account, an unknown e-mail and an inactive account; mails only the account', async () => {
    const host = await createHost(t.database.db);
    const inactive = await createHost(t.database.db, { active: false });
    const unknown = `${unique('ninguem')}@example.com`;

    const answers = [];
    for (const email of [unknown, inactive.user.email, host.user.email])
      answers.push(await requestReset('users', email));

    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: REQUESTED });
    }
    // The database runs the mail tasks in order: once the account's e-mail exists, the
    // earlier lookups are over.
    const [mail] = await waitForMails(t.config.DATA_DIR, host.user.email);
    expect(await mailsTo(t.config.DATA_DIR, unknown)).toEqual([]);
    expect(await mailsTo(t.config.DATA_DIR, inactive.user.email)).toEqual([]);

    expect(mail?.subject).toBe('Redefinição de senha');
    expect(mail?.text).toContain('Olá, Ana!');
    expect(mail?.text).toContain('O link vale por 1 hora');
    expect(mail?.text).toMatch(
      /https:\/\/users\.celebra\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\n/,
    );
    expect(mail?.html).toMatch(
      /<a href="https:\/\/users\.celebra\.test\/reset-password\?token=[A-Za-z0-9_-]{43}">Criar uma nova senha<\/a>/,
    );
  });

  it('stores only the hash of the token, expiring in one hour', async () => {
    const host = await createHost(t.database.db);
    const asked = Date.now();
    const token = await resetToken('users', host.user.email.toUpperCase());

    const rows = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, host.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashSessionToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.usedAt).toBeNull();
    const ttl = itemAt(rows, 0).expiresAt.getTime() - asked;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 60_000);
  });

  it('refuses a malformed e-mail in pt-BR', async () => {
    const response = await requestReset('users', 'ana@');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      fieldErrors: { email: ['* Formato de e-mail inválido'] },
    });
  });

  it('cannot be blocked by others asking for the same e-mail: one e-mail in 10 minutes, its link kept valid', async () => {
    const host = await createHost(t.database.db);
    const token = await resetToken('users', host.user.email);

    // Others ask again and again, from addresses of their own.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await requestReset('users', host.user.email.toUpperCase());
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: REQUESTED });
    }
    // The owner, too, is answered as usual.
    expect((await requestReset('users', host.user.email)).statusCode).toBe(200);
    // The mail tasks run in order: once another account's e-mail is out, these are over.
    await resetToken('users', (await createHost(t.database.db)).user.email);

    expect(await mailsTo(t.config.DATA_DIR, host.user.email)).toHaveLength(1);
    expect((await confirmReset('users', token)).statusCode).toBe(200);
    expect(
      (await login('users', host.user.email, 'NovaSenha99')).statusCode,
    ).toBe(200);
  });

  it('mails an account at most once in 10 minutes, whoever asks; the link already sent keeps working and the owner gets a new one after', async () => {
    const { email } = (await createHost(t.database.db)).user;
    const earlier = await resetToken('users', email);
    const stored = await t.database.db
      .select({ expiresAt: passwordResets.expiresAt })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashSessionToken(earlier)));
    const sentAt =
      itemAt(stored, 0).expiresAt.getTime() -
      PASSWORD_RESET_TTL_MINUTES * MINUTE_MS;

    // Three others ask from addresses of their own, then the owner, within the 10 minutes.
    for (const minutes of [1, 2, 3, 9]) {
      setClock(sentAt + minutes * MINUTE_MS);
      const answer = await requestReset('users', email);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: REQUESTED });
    }
    // The mail tasks run in order: once another account's e-mail is out, these are over.
    await resetToken('users', (await createHost(t.database.db)).user.email);
    expect(await mailsTo(t.config.DATA_DIR, email)).toHaveLength(1);
    expect((await validateReset('users', earlier)).statusCode).toBe(200);

    setClock(sentAt + 10 * MINUTE_MS);
    const newer = await resetToken('users', email);
    expect(newer).not.toBe(earlier);
    expect(await mailsTo(t.config.DATA_DIR, email)).toHaveLength(2);
    for (const token of [earlier, newer])
      expect((await validateReset('users', token)).statusCode).toBe(200);

    // The first link used sets the password and cancels the other.
    expect((await confirmReset('users', earlier)).statusCode).toBe(200);
    const refused = await confirmReset('users', newer, 'OutraSenha77');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(INVALID_LINK);
    expect((await login('users', email, 'NovaSenha99')).statusCode).toBe(200);
  });

  it('limits the requests from one address, whatever the e-mails', async () => {
    const address = nextIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const email = `${unique('varios')}@example.com`;
      expect((await requestReset('users', email, address)).statusCode).toBe(
        200,
      );
    }
    const refused = await requestReset(
      'users',
      `${unique('varios')}@example.com`,
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

describe('GET /api/users/password-reset/validate', () => {
  it('accepts a usable link without using it, then refuses it once used', async () => {
    const host = await createHost(t.database.db);
    const token = await resetToken('users', host.user.email);

    for (let check = 0; check < 2; check += 1) {
      const answer = await validateReset('users', token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true });
    }
    expect((await confirmReset('users', token)).statusCode).toBe(200);

    const used = await validateReset('users', token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({
      success: false,
      message: INVALID_LINK,
      fieldErrors: { token: [INVALID_LINK] },
    });
  });

  it("refuses an expired, unknown or malformed link and another kind of account's link", async () => {
    const host = await createHost(t.database.db);
    const token = await resetToken('users', host.user.email);
    expect((await validateReset('admin', token)).statusCode).toBe(400);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashSessionToken(token)));

    for (const link of [token, 'x'.repeat(43), 'abc']) {
      const answer = await validateReset('users', link);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(INVALID_LINK);
    }
  });
});

describe('POST /api/users/password-reset/confirm', () => {
  it("mails 'Sua senha foi alterada' to the account once the new password is set", async () => {
    const host = await createHost(t.database.db);
    const token = await resetToken('users', host.user.email);
    expect((await confirmReset('users', token)).statusCode).toBe(200);

    const mails = await waitForMails(t.config.DATA_DIR, host.user.email, 2);
    const notice = itemAt(mails, 1);
    expect(notice.subject).toBe('Sua senha foi alterada');
    expect(notice.text).toContain('Olá, Ana!');
    expect(notice.text).toMatch(
      /A senha da sua conta na Celebra foi alterada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} \(horário de Brasília\)/,
    );
    expect(notice.text).toContain('https://users.celebra.test/forgot-password');
  });

  it('sets the new password once and closes every session of the host', async () => {
    const host = await createHost(t.database.db);
    const second = await login('users', host.user.email, host.user.password);
    const secondToken = second.json().token as string;
    const token = await resetToken('users', host.user.email);

    const done = await confirmReset('users', token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      message: 'Senha redefinida com sucesso. Entre com a nova senha.',
    });

    for (const sessionToken of [host.token, secondToken]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: userHeaders(sessionToken, host.user.id),
      });
      expect(me.statusCode).toBe(401);
    }
    expect(
      (await login('users', host.user.email, host.user.password)).statusCode,
    ).toBe(401);
    expect(
      (await login('users', host.user.email, 'NovaSenha99')).statusCode,
    ).toBe(200);

    const again = await confirmReset('users', token, 'OutraSenha77');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      message: INVALID_LINK,
      fieldErrors: { token: [INVALID_LINK] },
    });
    expect(
      (await login('users', host.user.email, 'OutraSenha77')).statusCode,
    ).toBe(401);
  });

  it('applies the registration rules to the new password and keeps the link usable', async () => {
    const host = await createHost(t.database.db);
    const token = await resetToken('users', host.user.email);

    const weak = await confirmReset('users', token, 'abcdefgh');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors).toEqual({
      password: [
        '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
      ],
    });
    const mismatch = await confirmReset(
      'users',
      token,
      'NovaSenha99',
      'NovaSenha98',
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors).toEqual({
      confirmPassword: ['* As senhas não coincidem'],
    });
    expect(
      (await login('users', host.user.email, host.user.password)).statusCode,
    ).toBe(200);

    expect((await confirmReset('users', token)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const host = await createHost(t.database.db);
    const token = await resetToken('users', host.user.email);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashSessionToken(token)));

    const response = await confirmReset('users', token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_LINK);
    expect(
      (await login('users', host.user.email, host.user.password)).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown or malformed token', async () => {
    for (const token of ['x'.repeat(43), 'abc']) {
      const response = await confirmReset('users', token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID_LINK);
    }
  });

  it("does not take a host's link on the administrators' call", async () => {
    const host = await createHost(t.database.db);
    const token = await resetToken('users', host.user.email);

    expect((await confirmReset('admin', token)).statusCode).toBe(400);
    expect((await confirmReset('users', token)).statusCode).toBe(200);
  });
});

describe('password reset of an administrator', () => {
  it("mails a link to the back office's reset page and closes every admin session", async () => {
    const admin = await createAdmin(t.database.db);
    const token = await resetToken('admin', admin.admin.email);
    const [mail] = await mailsTo(t.config.DATA_DIR, admin.admin.email);
    expect(mail?.text).toContain(
      `https://admin.celebra.test/reset-password?token=${token}`,
    );

    expect((await confirmReset('admin', token, 'Painel2025')).statusCode).toBe(
      200,
    );
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: adminHeaders(admin.token, admin.admin.id),
    });
    expect(me.statusCode).toBe(401);
    expect(
      (await login('admin', admin.admin.email, 'Painel2025')).statusCode,
    ).toBe(200);
    expect(
      (await login('admin', admin.admin.email, admin.admin.password))
        .statusCode,
    ).toBe(401);
  });

  it('answers the same for an e-mail that is only a host', async () => {
    const host = await createHost(t.database.db);
    const response = await requestReset('admin', host.user.email);
    expect(response.json()).toEqual({ success: true, message: REQUESTED });

    await resetToken('users', host.user.email);
    const mails = await mailsTo(t.config.DATA_DIR, host.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('https://users.celebra.test/');
  });
});
