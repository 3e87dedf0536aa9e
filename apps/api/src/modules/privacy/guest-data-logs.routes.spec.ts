import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@celebra/db';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createLocalMediaStorage } from '../../storage/local-media-storage';
import type { TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import { createGuestMessage } from '../../test/guest-factories';
import { guestDataCalls } from './guest-data.test-support';

/* 'Meus dados' as the api logs it at info level: no e-mail, name, phone, code or token. */

let t: TestApp;
let database: TestDatabase;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-guest-data-log-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const storage = createLocalMediaStorage(path.join(dataDir, 'media'));
  const app = await buildApp({
    config,
    database,
    storage,
    logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
  });
  await app.ready();
  t = {
    app,
    database,
    config,
    storage,
    mediaDir: path.join(dataDir, 'media'),
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});

afterAll(async () => {
  await t.close();
});

it('logs no personal data of a guest who asks, corrects and erases their data', async () => {
  const calls = guestDataCalls(t);
  const email = 'lucia.secreta@example.com';
  const host = await createHost(database.db);
  await createGuestMessage(database.db, host.event.id, {
    email,
    firstName: 'Lúcia',
    lastName: 'Secreta',
  });

  await calls.requestCode('nao.existe.secreto@example.com');
  await calls.requestCode(email);
  const code = await calls.mailedCode(email);
  await calls.openSession(email, '999999' === code ? '888888' : '999999');
  const token = (await calls.openSession(email, code)).json().token as string;
  await calls.data(token);
  await calls.exportCsv(token);
  await calls.correct(token, {
    firstName: 'Lúcia',
    lastName: 'Corrigida',
    phoneNumber: '(21) 97777-6666',
  });
  await calls.correct(token, {
    firstName: '',
    lastName: 'x',
    phoneNumber: '1',
  });
  await calls.erase(token);
  await calls.data('forged.1.token');

  const log = lines.join('');
  expect(log).toContain('/api/guests/privacy/data');
  for (const secret of [
    email,
    'nao.existe.secreto',
    'Lúcia',
    'Secreta',
    'Corrigida',
    '97777',
    token,
  ])
    expect(log).not.toContain(secret);
  // The code alone, not as a part of a longer number (a time, a duration).
  expect(log).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
});
