import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every e-mail the file mailer wrote under `dataDir`/mail, oldest first. */
export async function readMails(dataDir: string): Promise<ReadMail[]> {
  const dir = path.join(dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => {
        const parsed = await simpleParser(await readFile(path.join(dir, name)));
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        return {
          to: to?.value[0]?.address ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
        };
      }),
  );
}

/** Every e-mail the file mailer wrote to `to` under `dataDir`/mail, oldest first. */
export async function mailsTo(
  dataDir: string,
  to: string,
): Promise<ReadMail[]> {
  const all = await readMails(dataDir);
  return all.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/**
 * Waits until `count` e-mails to `to` exist (mails sent after an answer arrive a moment later)
 * and answers them; polls the folder, gives up after `timeoutMs`.
 */
export async function waitForMails(
  dataDir: string,
  to: string,
  count = 1,
  timeoutMs = 15_000,
): Promise<ReadMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(dataDir, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(
        `expected ${count} e-mail(s) to ${to}, found ${mails.length}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until an e-mail to `to` that `matches` is delivered (the outbox worker sends a moment
 * after the commit) and answers it; polls the folder, gives up after `timeoutMs`.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  matches: (mail: ReadMail) => boolean,
  timeoutMs = 60_000,
): Promise<ReadMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(dataDir, to)).find(matches);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no matching e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
