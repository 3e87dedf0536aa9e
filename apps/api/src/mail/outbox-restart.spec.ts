import { itemAt } from '@celebra/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDb,
  createTestDatabase,
  type Database,
  outbox,
  type TestDatabase,
  oneRow,
} from '@celebra/db';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createLocalMediaStorage } from '../storage/local-media-storage';
import { createHost, nextIp } from '../test/factories';
import { mailsTo, waitForMails } from '../test/mailbox';
import { createMailer } from './create-mailer';
import { createOutboxWorker, mailDomainOf } from './outbox-worker';

/*
 * The api stops after the change committed and before its e-mail left: the message waits in
 * the outbox, and the next api on the same database (on PostgreSQL, a new connection pool,
 * as a restarted process would have) delivers it, once.
 */

let database: TestDatabase;
let restartedDatabase: Database | undefined;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-outbox-restart-'));
});

afterAll(async () => {
  await restartedDatabase?.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

function configWith(env: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_DOMAIN: 'celebra.test',
    PUBLIC_PROTOCOL: 'https',
    ...env,
  });
}

const appOn = (db: Database, config: Config) =>
  buildApp({
    config,
    database: db,
    storage: createLocalMediaStorage(path.join(dataDir, 'media')),
  });

it('delivers, once, an e-mail committed by an api that stopped before sending it', async () => {
  const host = await createHost(database.db);

  const stopped = await appOn(
    database,
    configWith({ OUTBOX_POLL_SECONDS: '0' }),
  );
  await stopped.ready();
  const asked = await stopped.inject({
    method: 'POST',
    url: '/api/users/password-reset',
    payload: { email: host.user.email },
    remoteAddress: nextIp(),
  });
  expect(asked.statusCode).toBe(200);
  // Closing awaits the request's background work: the link and its e-mail are committed.
  await stopped.close();

  const waiting = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, host.user.email));
  expect(waiting).toEqual([
    expect.objectContaining({
      topic: 'password-reset',
      subject: 'Redefinição de senha',
      attempts: 0,
      deliveredAt: null,
    }),
  ]);
  expect(waiting[0]?.text).toMatch(
    /https:\/\/users\.celebra\.test\/reset-password\?token=[A-Za-z0-9_-]{43}/,
  );
  expect(await mailsTo(dataDir, host.user.email)).toEqual([]);

  restartedDatabase = database.databaseUrl
    ? await createDb({ databaseUrl: database.databaseUrl })
    : undefined;
  const restartedDb = restartedDatabase ?? database;
  const config = configWith({});
  const restarted = await appOn(restartedDb, config);
  await restarted.ready();
  try {
    const [mail] = await waitForMails(dataDir, host.user.email);
    expect(mail?.subject).toBe('Redefinição de senha');
    expect(mail?.text).toContain(
      /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
        itemAt(waiting, 0).text,
      )?.[0],
    );
  } finally {
    await restarted.close();
  }

  const again = createOutboxWorker({
    db: restartedDb.db,
    mailer: createMailer(config),
    log: {
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    },
    messageIdDomain: mailDomainOf(config.MAIL_FROM),
  });
  expect((await again.deliverDue()).claimed).toBe(0);
  expect(await mailsTo(dataDir, host.user.email)).toHaveLength(1);
  const row = oneRow(
    await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, host.user.email)),
  );
  expect(row.attempts).toBe(1);
  expect(row.deliveredAt).toBeInstanceOf(Date);
});
