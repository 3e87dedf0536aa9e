import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createLocalMediaStorage } from '../storage/local-media-storage';

/* The request log as the api writes it: no invitation or order-status token in any line. */

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-log-test-'));
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    database,
    storage: createLocalMediaStorage(path.join(dataDir, 'media')),
    logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
  });
  // A handler that fails quoting what it was sent, as a careless error message would.
  app.post('/api/test/failing', async (request) => {
    throw new Error(`could not save ${JSON.stringify(request.body)}`);
  });
  // A handler that logs what it was sent, as a careless debugging line would.
  app.post('/api/test/echo', async (request) => {
    request.log.info(
      { query: request.query, body: request.body, headers: request.headers },
      'received',
    );
    return { success: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

it('logs the URLs of token-bearing calls with the token redacted', async () => {
  const token = 'Tk_secret-invitation-token-0123456789abcd';
  await app.inject({ method: 'GET', url: `/api/invitations/${token}` });
  await app.inject({
    method: 'GET',
    url: `/api/guests/orders/1/status?token=${token}`,
  });
  const log = lines.join('');
  expect(log).toContain('/api/invitations/[redacted]');
  expect(log).toContain('/api/guests/orders/1/status?token=[redacted]');
  expect(log).not.toContain(token);
});

it('logs no query value and no secret field: e-mail, phone, CPF, Pix key, password, token', async () => {
  const secrets = {
    email: 'ana.souza@example.com',
    phone: '11987654321',
    cpf: '52998224725',
    pixKey: 'chave-pix-da-ana',
    password: 'Senha-da-Ana-123',
    token: 'Tk_another-secret-token-9876543210',
  };
  const query = new URLSearchParams(secrets).toString();
  await app.inject({ method: 'GET', url: `/api/admin/users?${query}` });
  app.log.info(secrets, 'a line that names each secret');
  app.log.warn({ user: secrets }, 'a line that nests them');
  app.log.error(
    {
      err: Object.assign(new Error('duplicate key'), {
        detail: `Key (email)=(${secrets.email}) already exists.`,
        params: [secrets.cpf, secrets.phone],
      }),
    },
    'a database error',
  );
  const log = lines.join('');
  expect(log).toContain('/api/admin/users?email=[redacted]&phone=[redacted]');
  expect(log).toContain('a database error');
  for (const value of Object.values(secrets)) expect(log).not.toContain(value);
});

it('masks e-mails, phones, CPFs and Pix keys in free text: paths, messages and errors', async () => {
  const person = {
    email: 'bruna.costa@example.com',
    phone: '(21) 99876-5432',
    cpf: '390.533.447-05',
    pixKey: '7b0c6bde-8bd1-4e0d-9c1b-58b9a2b0e2a1',
  };
  await app.inject({ method: 'GET', url: `/api/guests/event/${person.email}` });
  const failed = await app.inject({
    method: 'POST',
    url: '/api/test/failing',
    payload: {
      contato: `${person.phone} / ${person.email}`,
      documento: person.cpf,
      chave: person.pixKey,
    },
  });
  expect(failed.statusCode).toBe(500);
  app.log.warn(
    { note: `Pix ${person.cpf} de ${person.email}` },
    `payout to ${person.pixKey} for ${person.phone} failed`,
  );
  const log = lines.join('');
  expect(log).toContain('could not save');
  expect(log).toContain('[e-mail]');
  expect(log).toContain('[chave pix]');
  for (const value of Object.values(person)) expect(log).not.toContain(value);
  expect(log).not.toContain('99876');
  expect(log).not.toContain('447-05');
});

it('logs none of the secrets a request carries in its query, body or headers', async () => {
  const secrets = {
    token: 'Tk_status-token-in-the-query-0123456789',
    password: 'Senha-do-Corpo-456',
    pixKey: 'chave-pix-do-corpo',
    cpf: '529.982.247-25',
    email: 'carla.dias@example.com',
    phone: '(31) 98888-7777',
    code: '480213',
    guestDataToken: 'gd_header-token-abcdef0123456789',
    siteAccess: 'sa_header-token-abcdef0123456789',
  };
  const answer = await app.inject({
    method: 'POST',
    url: `/api/test/echo?token=${secrets.token}`,
    headers: {
      'x-guest-data-token': secrets.guestDataToken,
      'x-site-access': secrets.siteAccess,
    },
    payload: {
      password: secrets.password,
      code: secrets.code,
      payout: { pixKey: secrets.pixKey, holderCpf: secrets.cpf },
      guest: { contact: { email: secrets.email, phoneNumber: secrets.phone } },
    },
  });
  expect(answer.statusCode).toBe(200);
  const log = lines.join('');
  expect(log).toContain('/api/test/echo?token=[redacted]');
  expect(log).toContain('received');
  const { code, ...others } = secrets;
  for (const value of Object.values(others)) expect(log).not.toContain(value);
  // The code alone, not as a part of a longer number (a time, a duration).
  expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
});
