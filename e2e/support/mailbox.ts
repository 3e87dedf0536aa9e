import { itemAt } from '@celebra/contracts';
import { expect } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { e2eDataDir } from './data-dir';

type Mail = { to: string; subject: string; text: string; html: string };

/** Every e-mail the stack's file mailer wrote to `to` (DATA_DIR/mail/*.eml), oldest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const dir = path.join(e2eDataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails = await Promise.all(
    names.map(async (name) => {
      const parsed = await simpleParser(await readFile(path.join(dir, name)));
      const address = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      return {
        to: address?.value[0]?.address ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      };
    }),
  );
  return mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** Waits for the `count`-th e-mail to `to` and answers it. */
export async function waitForMail(to: string, count = 1): Promise<Mail> {
  await expect
    .poll(async () => (await mailsTo(to)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  return itemAt(await mailsTo(to), count - 1);
}

/** The password-reset link of an e-mail. */
export function resetLinkOf(mail: Mail): string {
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(
    mail.text,
  );
  expect(match, 'a reset link in the e-mail').not.toBeNull();
  return match![0];
}

/**
 * Waits for an e-mail to `to` whose subject starts with `subject` and whose text matches
 * `pattern`, and answers the newest one's match (its first group, or the whole match).
 */
export async function waitForMailMatch(
  to: string,
  subject: string,
  pattern: RegExp,
  timeout = 20_000,
): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(to))
          .filter((item) => item.subject.startsWith(subject))
          .at(-1);
        const match = pattern.exec(mail?.text ?? '');
        found = match?.[1] ?? match?.[0] ?? '';
        return found;
      },
      { timeout },
    )
    .not.toBe('');
  return found;
}
