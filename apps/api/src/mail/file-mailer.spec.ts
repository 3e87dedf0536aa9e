import { itemAt } from '@celebra/contracts';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMailer } from './create-mailer';
import { createFileMailer } from './file-mailer';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'celebra-mail-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('FileMailer', () => {
  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    const mailer = createMailer({
      DATA_DIR: dir,
      MAIL_FROM: 'Celebra <nao-responda@celebra.local>',
      SMTP_URL: undefined,
    });
    expect(mailer.kind).toBe('file');
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Olá',
      text: 'Primeira',
    });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Olá de novo',
      text: 'Segunda',
    });

    const files = (await readdir(path.join(dir, 'mail'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const first = await readFile(
      path.join(dir, 'mail', itemAt(files, 0)),
      'utf8',
    );
    expect(first).toMatch(/^From: Celebra <nao-responda@celebra\.local>$/m);
    expect(first).toMatch(/^To: ana@example\.com$/m);
    expect(first).toMatch(/^Subject: Olá|^Subject: =\?UTF-8\?Q\?Ol=C3=A1\?=$/m);
    expect(first).toContain('Primeira');
  });

  it('rejects when the folder cannot be written', async () => {
    const blocked = path.join(dir, 'blocked');
    await writeFile(blocked, 'a file, not a folder');
    const mailer = createFileMailer({ dir: blocked, from: 'x@example.com' });
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't' }),
    ).rejects.toThrow();
  });

  it('uses SMTP when SMTP_URL is set', () => {
    const mailer = createMailer({
      DATA_DIR: dir,
      MAIL_FROM: 'a@example.com',
      SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
    });
    expect(mailer.kind).toBe('smtp');
  });
});
