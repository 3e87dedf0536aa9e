import { itemAt } from '@celebra/contracts';
import { emailChanges, users } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { hashSessionToken } from '../../lib/session-token';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createHost,
  nextIp,
  unique,
  userHeaders,
  type TestHost,
} from '../../test/factories';
import { mailsTo, waitForMails } from '../../test/mailbox';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_BASE_DOMAIN: 'celebra.test', PUBLIC_PROTOCOL: 'https' },
  });
});

afterAll(async () => {
  await t.close();
});

const INVALID_EMAIL_LINK =
  'Este link para confirmar o e-mail é inválido, expirou ou já foi usado. Peça a troca de novo em Minha conta.';

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/me', headers });

const call = (
  host: TestHost,
  method: 'PUT' | 'POST' | 'GET',
  path: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/users/me/${path}`,
    headers: host.headers,
    payload,
    remoteAddress: nextIp(),
  });

const confirmEmail = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/email-change/confirm',
    payload: { token },
    remoteAddress: nextIp(),
  });

describe('PUT /api/users/me/profile', () => {
  it('saves the name and phone at once', async () => {
    const host = await createHost(t.database.db);
    const answer = await call(host, 'PUT', 'profile', {
      firstName: ' Ana Paula ',
      lastName: 'Moreira',
      phoneNumber: '(21) 3456-7890',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      message: 'Dados salvos.',
      user: {
        id: host.user.id,
        first_name: 'Ana Paula',
        last_name: 'Moreira',
        email: host.user.email,
        phone_number: '(21) 3456-7890',
      },
    });
    expect((await me(host.headers)).json().user).toMatchObject({
      first_name: 'Ana Paula',
      phone_number: '(21) 3456-7890',
    });
  });

  it("refuses a phone and a blank name with the registration's pt-BR messages", async () => {
    const host = await createHost(t.database.db);
    const answer = await call(host, 'PUT', 'profile', {
      firstName: '  ',
      lastName: 'Moreira',
      phoneNumber: '98765-4321',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fieldErrors).toEqual({
      firstName: ['* Campo obrigatório'],
      phoneNumber: ['* Formato de telefone inválido'],
    });
    expect((await me(host.headers)).json().user.first_name).toBe('Ana');
  });
});

describe('PUT /api/users/me/password', () => {
  const change = (
    host: TestHost,
    currentPassword: string,
    password = 'NovaSenha99',
  ) =>
    call(host, 'PUT', 'password', {
      currentPassword,
      password,
      confirmPassword: password,
    });

  it('needs the current password: a wrong one is a pt-BR 400 and changes nothing', async () => {
    const host = await createHost(t.database.db);
    const answer = await change(host, 'errada123');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      fieldErrors: { currentPassword: ['Senha incorreta.'] },
    });
    expect((await login(host.user.email, host.user.password)).statusCode).toBe(
      200,
    );
    expect((await login(host.user.email, 'NovaSenha99')).statusCode).toBe(401);
  });

  it("applies the registration's rules to the new password and refuses the same one", async () => {
    const host = await createHost(t.database.db);
    const weak = await change(host, host.user.password, 'abcdefgh');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors).toEqual({
      password: [
        '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
      ],
    });
    const same = await change(host, host.user.password, host.user.password);
    expect(same.statusCode).toBe(400);
    expect(same.json().fieldErrors).toEqual({
      password: ['A nova senha precisa ser diferente da atual.'],
    });
  });

  it("sets the password, keeps this device signed in, signs out the others and mails 'Sua senha foi alterada'", async () => {
    const host = await createHost(t.database.db);
    const other = (await login(host.user.email, host.user.password)).json();

    const answer = await change(host, host.user.password);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      message:
        'Senha alterada. Os outros aparelhos foram desconectados; este continua conectado.',
      endedSessions: 1,
    });
    expect((await me(host.headers)).statusCode).toBe(200);
    expect(
      (await me(userHeaders(other.token as string, host.user.id))).statusCode,
    ).toBe(401);
    expect((await login(host.user.email, host.user.password)).statusCode).toBe(
      401,
    );
    expect((await login(host.user.email, 'NovaSenha99')).statusCode).toBe(200);

    const [mail] = await waitForMails(t.config.DATA_DIR, host.user.email);
    expect(mail?.subject).toBe('Sua senha foi alterada');
    expect(mail?.text).toContain('Olá, Ana!');
    expect(mail?.text).toContain('https://users.celebra.test/forgot-password');
    expect(mail?.text).not.toContain('NovaSenha99');
  });

  it('limits wrong current passwords like failed sign-ins', async () => {
    const host = await createHost(t.database.db);
    const address = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me/password',
        headers: host.headers,
        payload: {
          currentPassword: `errada${attempt}x`,
          password: 'NovaSenha99',
          confirmPassword: 'NovaSenha99',
        },
        remoteAddress: address,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 429)).toEqual(
      statuses.slice(0, statuses.indexOf(429)),
    );
  });
});

describe('change of e-mail', () => {
  /** Asks for `email` and answers the token of the link mailed to it. */
  async function askFor(host: TestHost, email: string): Promise<string> {
    const before = (await mailsTo(t.config.DATA_DIR, email)).length;
    const answer = await call(host, 'POST', 'email-change', {
      email,
      currentPassword: host.user.password,
    });
    expect(answer.statusCode).toBe(200);
    const mails = await waitForMails(t.config.DATA_DIR, email, before + 1);
    const match = /confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(
      itemAt(mails, mails.length - 1).text,
    );
    if (!match?.[1]) throw new Error('no confirmation link in the e-mail');
    return match[1];
  }

  it('mails a link to the new address; the old one stays until it is used, once; the old address is told', async () => {
    const host = await createHost(t.database.db);
    const newEmail = `${unique('nova')}@example.com`;
    const token = await askFor(host, newEmail);

    const [mail] = await mailsTo(t.config.DATA_DIR, newEmail);
    expect(mail?.subject).toBe('Confirme seu novo e-mail');
    expect(mail?.text).toContain(
      `https://users.celebra.test/confirm-email?token=${token}`,
    );
    expect(mail?.text).toContain('O link vale por 24 horas');
    const [row] = await t.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, host.user.id));
    expect(row?.tokenHash).toBe(hashSessionToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // Until the link is used: the old address signs in, the new one does not.
    expect((await me(host.headers)).json().user.email).toBe(host.user.email);
    expect((await call(host, 'GET', 'email-change')).json()).toMatchObject({
      pending: { email: newEmail },
    });
    expect((await login(newEmail, host.user.password)).statusCode).toBe(401);

    const confirmed = await confirmEmail(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      success: true,
      message: `E-mail alterado. A partir de agora, entre com ${newEmail}.`,
      email: newEmail,
    });
    expect((await me(host.headers)).json().user.email).toBe(newEmail);
    expect((await login(newEmail, host.user.password)).statusCode).toBe(200);
    expect((await login(host.user.email, host.user.password)).statusCode).toBe(
      401,
    );
    expect((await call(host, 'GET', 'email-change')).json()).toEqual({
      success: true,
      pending: null,
    });

    const again = await confirmEmail(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: INVALID_EMAIL_LINK,
      fieldErrors: { token: [INVALID_EMAIL_LINK] },
    });

    const [notice] = await waitForMails(t.config.DATA_DIR, host.user.email);
    expect(notice?.subject).toBe('O e-mail da sua conta foi alterado');
    expect(notice?.text).toContain(newEmail);
  });

  it('refuses an expired link and keeps the old address', async () => {
    const host = await createHost(t.database.db);
    const token = await askFor(host, `${unique('nova')}@example.com`);
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, host.user.id));

    const answer = await confirmEmail(token);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(INVALID_EMAIL_LINK);
    expect((await me(host.headers)).json().user.email).toBe(host.user.email);
    expect((await call(host, 'GET', 'email-change')).json().pending).toBeNull();
  });

  it('a newer request replaces the older link', async () => {
    const host = await createHost(t.database.db);
    const older = await askFor(host, `${unique('nova')}@example.com`);
    const newer = `${unique('outra')}@example.com`;
    const token = await askFor(host, newer);

    expect((await confirmEmail(older)).statusCode).toBe(400);
    expect((await confirmEmail(token)).statusCode).toBe(200);
    expect((await me(host.headers)).json().user.email).toBe(newer);
  });

  it("refuses an address in use (any case) with the registration's message, its own address and a wrong password", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const taken = await call(host, 'POST', 'email-change', {
      email: other.user.email.toUpperCase(),
      currentPassword: host.user.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Este e-mail já está cadastrado.',
      fieldErrors: { email: ['Este e-mail já está cadastrado.'] },
    });

    const own = await call(host, 'POST', 'email-change', {
      email: host.user.email,
      currentPassword: host.user.password,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().fieldErrors).toEqual({
      email: ['Este já é o e-mail da sua conta.'],
    });

    const wrong = await call(host, 'POST', 'email-change', {
      email: `${unique('nova')}@example.com`,
      currentPassword: 'errada123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({
      currentPassword: ['Senha incorreta.'],
    });
    const rows = await t.database.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.userId, host.user.id));
    expect(rows).toEqual([]);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const wanted = `${unique('disputada')}@example.com`;
    const token = await askFor(host, wanted);
    await t.database.db
      .update(users)
      .set({ email: wanted })
      .where(eq(users.id, other.user.id));

    const answer = await confirmEmail(token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Este e-mail já está cadastrado.');
    expect((await me(host.headers)).json().user.email).toBe(host.user.email);
  });

  it('limits the requests of one account to 5 an hour', async () => {
    const host = await createHost(t.database.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await call(host, 'POST', 'email-change', {
        email: `${unique('nova')}@example.com`,
        currentPassword: host.user.password,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
