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
} from '@celebra/db';
import { isNull } from 'drizzle-orm';
import { readMailFiles } from '../payments/testing/mail-files';
import { createFileMailer } from './file-mailer';
import type { Mailer } from './mailer';
import { enqueueMail } from './outbox';
import { createOutboxWorker, type OutboxLog } from './outbox-worker';

/*
 * Two api instances deliver one outbox. On PostgreSQL each has its own connection pool (a
 * separate process in all but name), so their claims truly race; on PGlite both share the one
 * embedded database and their claims interleave.
 */

const MESSAGES = 50;
/** Delivery loops per instance, each claiming small batches. */
const LOOPS_PER_INSTANCE = 3;

let database: TestDatabase;
let secondDatabase: Database | undefined;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  secondDatabase = database.databaseUrl
    ? await createDb({ databaseUrl: database.databaseUrl })
    : undefined;
  dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-outbox-race-'));
});

afterAll(async () => {
  await secondDatabase?.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const silentLog: OutboxLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

it(`delivers each of ${MESSAGES} e-mails exactly once with two instances sending at the same time`, async () => {
  const recipients = Array.from(
    { length: MESSAGES },
    (_, index) => `convidado${index}@example.com`,
  );
  await database.db.transaction((tx) =>
    enqueueMail(
      tx,
      ...recipients.map((to, index) => ({
        topic: 'order.receipt',
        to,
        subject: `Recibo do presente nº ${index}`,
        text: `Obrigado pelo presente nº ${index}!`,
      })),
    ),
  );

  const files = createFileMailer({
    dir: path.join(dataDir, 'mail'),
    from: 'Celebra <nao-responda@celebra.local>',
  });
  const sendsPerRecipient = new Map<string, number>();
  const sendsPerInstance = [0, 0];
  const instanceMailer = (instance: number): Mailer => ({
    kind: 'file',
    async send(message) {
      sendsPerInstance[instance] = itemAt(sendsPerInstance, instance) + 1;
      sendsPerRecipient.set(
        message.to,
        (sendsPerRecipient.get(message.to) ?? 0) + 1,
      );
      // Yield so that the other instance claims while this one sends.
      await new Promise((resolve) => setImmediate(resolve));
      await files.send(message);
    },
  });
  const workers = [database, secondDatabase ?? database].map((each, index) =>
    createOutboxWorker({
      db: each.db,
      mailer: instanceMailer(index),
      log: silentLog,
      messageIdDomain: 'celebra.local',
      batchSize: 2,
    }),
  );

  const runs = await Promise.all(
    workers.flatMap((worker) =>
      Array.from({ length: LOOPS_PER_INSTANCE }, () => worker.deliverDue()),
    ),
  );

  expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(MESSAGES);
  expect(runs.every((run) => run.failed === 0)).toBe(true);
  expect([...sendsPerRecipient.keys()].sort()).toEqual([...recipients].sort());
  expect([...sendsPerRecipient.values()].every((count) => count === 1)).toBe(
    true,
  );
  expect(itemAt(sendsPerInstance, 0) + itemAt(sendsPerInstance, 1)).toBe(
    MESSAGES,
  );
  if (secondDatabase) expect(Math.min(...sendsPerInstance)).toBeGreaterThan(0);

  const written = await readMailFiles(dataDir);
  expect(written).toHaveLength(MESSAGES);
  expect(new Set(written.map((mail) => mail.to)).size).toBe(MESSAGES);
  expect(
    new Set(written.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]))
      .size,
  ).toBe(MESSAGES);
  expect(
    await database.db.select().from(outbox).where(isNull(outbox.deliveredAt)),
  ).toEqual([]);
  expect(
    (
      await database.db.select({ attempts: outbox.attempts }).from(outbox)
    ).every((row) => row.attempts === 1),
  ).toBe(true);
});
