import { itemAt } from '@celebra/contracts';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  outbox,
  type TestDatabase,
  oneRow,
} from '@celebra/db';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createLocalMediaStorage } from '../storage/local-media-storage';
import { waitForMails } from '../test/mailbox';
import { createFileMailer } from './file-mailer';
import type { Mailer, MailMessage } from './mailer';
import { enqueueMail, type OutboxMail } from './outbox';
import {
  createOutboxWorker,
  mailDomainOf,
  type OutboxLog,
  type OutboxWorkerOptions,
  retryDelayMs,
} from './outbox-worker';

let database: TestDatabase;
let dataDir: string;
let fileMailer: Mailer;
let sequence = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-outbox-'));
  fileMailer = createFileMailer({
    dir: path.join(dataDir, 'mail'),
    from: 'Celebra <nao-responda@celebra.local>',
  });
});

afterEach(async () => {
  await database.db.delete(outbox);
  await rm(dataDir, { recursive: true, force: true });
});

const silentLog: OutboxLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

function recordingLog() {
  const entries: { level: string; message: string; fields: object }[] = [];
  const log: OutboxLog = {
    info: (fields, message) => entries.push({ level: 'info', message, fields }),
    warn: (fields, message) => entries.push({ level: 'warn', message, fields }),
    error: (fields, message) =>
      entries.push({ level: 'error', message, fields }),
  };
  return { log, entries };
}

const worker = (options: Partial<OutboxWorkerOptions> = {}) =>
  createOutboxWorker({
    db: database.db,
    mailer: fileMailer,
    log: silentLog,
    messageIdDomain: 'celebra.local',
    ...options,
  });

function mail(overrides: Partial<OutboxMail> = {}): OutboxMail {
  sequence += 1;
  return {
    topic: 'payout.paid',
    to: `anfitria${sequence}@example.com`,
    subject: 'Seu repasse foi pago',
    text: `Olá! O repasse nº ${sequence} de R$ 1.234,56 foi pago.`,
    html: `<p>Olá! O repasse nº ${sequence} de <strong>R$ 1.234,56</strong> foi pago.</p>`,
    ...overrides,
  };
}

async function enqueueCommitted(...mails: OutboxMail[]) {
  await database.db.transaction((tx) => enqueueMail(tx, ...mails));
}

async function emlFiles() {
  const dir = path.join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter(
    (name) => name.endsWith('.eml'),
  );
  return Promise.all(
    names.map(async (name) =>
      simpleParser(await readFile(path.join(dir, name))),
    ),
  );
}

async function rowOf(recipient: string) {
  const [row] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient));
  return row;
}

/** Seconds from now (the database clock) until the message may be sent again. */
async function secondsUntilNextAttempt(id: number): Promise<number> {
  const { rows } = await database.db.execute<{ seconds: number }>(
    sql`select extract(epoch from ${outbox.nextAttemptAt} - now())::float8 as seconds from ${outbox} where ${outbox.id} = ${id}`,
  );
  return Number(itemAt(rows, 0).seconds);
}

/** What the clock would do: the waiting message becomes due. */
async function makeDue(id: number) {
  await database.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outbox.id, id));
}

/** Fails the first `failures` sends, then sends through the file mailer; counts the calls. */
function flakyMailer(failures: number) {
  const calls: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'file',
    async send(message) {
      calls.push(message);
      if (calls.length <= failures)
        throw new Error(`SMTP 421 serviço indisponível (${calls.length})`);
      await fileMailer.send(message);
    },
  };
  return { mailer, calls };
}

describe('outbox worker', () => {
  it('delivers a message enqueued in a committed transaction once, as an .eml file', async () => {
    const message = mail();
    await enqueueCommitted(message);
    const row = await rowOf(message.to);
    if (row === undefined) throw new Error('row is missing');

    expect(await worker().deliverDue()).toEqual({
      claimed: 1,
      delivered: 1,
      failed: 0,
    });
    const files = await emlFiles();
    expect(files).toHaveLength(1);
    const [eml] = files;
    expect(eml?.subject).toBe('Seu repasse foi pago');
    expect(eml?.text?.trim()).toBe(message.text);
    expect(eml?.html).toBe(message.html);
    expect(eml?.to).toMatchObject({ value: [{ address: message.to }] });
    expect(eml?.messageId).toMatch(
      new RegExp(`^<outbox\\.${row.id}\\.[0-9a-z]+@celebra\\.local>$`),
    );

    const delivered = await rowOf(message.to);
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    expect(delivered?.lockedUntil).toBeNull();
    expect(delivered?.attempts).toBe(1);

    expect(await worker().deliverDue()).toEqual({
      claimed: 0,
      delivered: 0,
      failed: 0,
    });
    expect(await emlFiles()).toHaveLength(1);
  });

  it('leaves no message behind a rolled-back transaction', async () => {
    const message = mail();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, message);
        throw new Error('the change failed after the enqueue');
      }),
    ).rejects.toThrow('the change failed after the enqueue');

    expect(await rowOf(message.to)).toBeUndefined();
    expect((await worker().deliverDue()).claimed).toBe(0);
    expect(await emlFiles()).toEqual([]);
  });

  it('sends a plain-text message without an HTML part', async () => {
    await enqueueCommitted(mail({ html: undefined }));
    await worker().deliverDue();
    const [eml] = await emlFiles();
    expect(eml?.text).toContain('foi pago.');
    expect(eml?.html).toBe(false);
  });

  it('tries a failed send again after 10 s, then 20 s, and delivers it once', async () => {
    const message = mail();
    await enqueueCommitted(message);
    const stored = await rowOf(message.to);
    if (stored === undefined) throw new Error('the outbox row is missing');
    const { id } = stored;
    const flaky = flakyMailer(2);
    const { log, entries } = recordingLog();
    const retrying = worker({ mailer: flaky.mailer, log });

    expect(await retrying.deliverDue()).toEqual({
      claimed: 1,
      delivered: 0,
      failed: 1,
    });
    let row = await rowOf(message.to);
    expect(row).toMatchObject({
      attempts: 1,
      deliveredAt: null,
      lockedUntil: null,
      lastError: 'SMTP 421 serviço indisponível (1)',
    });
    const firstWait = await secondsUntilNextAttempt(id);
    expect(firstWait).toBeGreaterThan(8);
    expect(firstWait).toBeLessThanOrEqual(10);
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'e-mail not sent; it will be tried again',
        fields: expect.objectContaining({
          outboxId: id,
          topic: 'payout.paid',
          attempts: 1,
        }),
      }),
    );

    expect((await retrying.deliverDue()).claimed).toBe(0);
    expect(flaky.calls).toHaveLength(1);

    await makeDue(id);
    expect((await retrying.deliverDue()).failed).toBe(1);
    row = await rowOf(message.to);
    expect(row?.attempts).toBe(2);
    expect(row?.lastError).toBe('SMTP 421 serviço indisponível (2)');
    const secondWait = await secondsUntilNextAttempt(id);
    expect(secondWait).toBeGreaterThan(18);
    expect(secondWait).toBeLessThanOrEqual(20);

    await makeDue(id);
    expect((await retrying.deliverDue()).delivered).toBe(1);
    expect(flaky.calls).toHaveLength(3);
    expect(new Set(flaky.calls.map((call) => call.messageId)).size).toBe(1);
    row = await rowOf(message.to);
    expect(row?.attempts).toBe(3);
    expect(row?.deliveredAt).toBeInstanceOf(Date);

    await makeDue(id);
    expect((await retrying.deliverDue()).claimed).toBe(0);
    const files = await emlFiles();
    expect(files).toHaveLength(1);
    expect(files[0]?.subject).toBe(message.subject);
  });

  it('gives a message up after its last attempt and keeps the row with the error', async () => {
    const message = mail();
    await enqueueCommitted(message);
    const stored = await rowOf(message.to);
    if (stored === undefined) throw new Error('the outbox row is missing');
    const { id } = stored;
    const flaky = flakyMailer(Infinity);
    const { log, entries } = recordingLog();
    const retrying = worker({ mailer: flaky.mailer, log, maxAttempts: 3 });

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await retrying.deliverDue()).failed).toBe(1);
      await makeDue(id);
    }
    expect((await retrying.deliverDue()).claimed).toBe(0);
    expect(flaky.calls).toHaveLength(3);
    expect(await rowOf(message.to)).toMatchObject({
      attempts: 3,
      deliveredAt: null,
      lastError: 'SMTP 421 serviço indisponível (3)',
    });
    expect(entries.filter((entry) => entry.level === 'error')).toEqual([
      expect.objectContaining({
        message:
          'e-mail given up after its last attempt; the outbox row keeps it',
        fields: expect.objectContaining({ outboxId: id, attempts: 3 }),
      }),
    ]);
    expect(await emlFiles()).toEqual([]);
  });

  it('counts a send that never answers as failed', async () => {
    await enqueueCommitted(mail());
    const silent: Mailer = {
      kind: 'smtp',
      send: () => new Promise(() => undefined),
    };
    expect(
      await worker({ mailer: silent, sendTimeoutMs: 50 }).deliverDue(),
    ).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    const row = oneRow(await database.db.select().from(outbox));
    expect(row.lastError).toBe('no answer from the mailer after 50 ms');
  });

  it('leaves a message claimed by another worker alone until its lease ends', async () => {
    const message = mail();
    await enqueueCommitted(message);
    const stored = await rowOf(message.to);
    if (stored === undefined) throw new Error('the outbox row is missing');
    const { id } = stored;
    // Another worker claimed it and stopped (crashed) before recording the send.
    await database.db
      .update(outbox)
      .set({
        attempts: 1,
        lockedUntil: sql`now() + interval '2 minutes'`,
      })
      .where(eq(outbox.id, id));

    expect((await worker().deliverDue()).claimed).toBe(0);
    expect(await emlFiles()).toEqual([]);

    await database.db
      .update(outbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, id));
    expect((await worker().deliverDue()).delivered).toBe(1);
    expect(await emlFiles()).toHaveLength(1);
    expect((await rowOf(message.to))?.attempts).toBe(2);
  });

  it('delivers more messages than one batch, oldest first', async () => {
    const mails = Array.from({ length: 7 }, () => mail());
    await enqueueCommitted(...mails);
    const sent: string[] = [];
    const recording: Mailer = {
      kind: 'file',
      send: async (message) => {
        sent.push(message.to);
      },
    };
    const batches = worker({ mailer: recording, batchSize: 3 });
    expect(await batches.runOnce()).toEqual({
      claimed: 3,
      delivered: 3,
      failed: 0,
    });
    expect(await batches.deliverDue()).toEqual({
      claimed: 4,
      delivered: 4,
      failed: 0,
    });
    expect(sent).toEqual(mails.map((each) => each.to));
  });

  it('started, wakes up at an enqueue in this process, and its stop waits for the send under way', async () => {
    let release: () => void = () => undefined;
    const sending: MailMessage[] = [];
    const slow: Mailer = {
      kind: 'file',
      async send(message) {
        sending.push(message);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        await fileMailer.send(message);
      },
    };
    const background = worker({ mailer: slow, pollMs: 60_000 });
    background.start();
    const message = mail();
    await enqueueCommitted(message);

    await waitFor(() => sending.length === 1);
    let stopped = false;
    const stopping = background.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await rowOf(message.to))?.deliveredAt).toBeInstanceOf(Date);
    expect(await emlFiles()).toHaveLength(1);
  });
});

describe('the api', () => {
  it('runs the worker while it is up: an enqueued e-mail arrives without waiting for a poll', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_SECONDS: '60',
    });
    const app = await buildApp({
      config,
      database,
      storage: createLocalMediaStorage(path.join(dataDir, 'media')),
    });
    await app.ready();
    try {
      const message = mail();
      await enqueueCommitted(message);
      const [delivered] = await waitForMails(dataDir, message.to);
      expect(delivered?.subject).toBe(message.subject);
    } finally {
      await app.close();
    }
  });
});

describe('helpers', () => {
  it('waits 10 s after the first failure, doubling up to 1 h', () => {
    expect([1, 2, 3, 4, 9, 10, 15].map((n) => retryDelayMs(n) / 1000)).toEqual([
      10, 20, 40, 80, 2560, 3600, 3600,
    ]);
  });

  it('takes the Message-ID domain from MAIL_FROM', () => {
    expect(mailDomainOf('Celebra <nao-responda@celebra.com.br>')).toBe(
      'celebra.com.br',
    );
    expect(mailDomainOf('avisos@festa.example')).toBe('festa.example');
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
