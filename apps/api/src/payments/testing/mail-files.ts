import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailFile {
  raw: string;
  to: string;
  subject: string;
  /** The message with its quoted-printable parts decoded (both text and html). */
  decoded: string;
}

function decodeBytes(encoded: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < encoded.length; index += 1) {
    const char = encoded.charAt(index);
    if (
      char === '=' &&
      /^[0-9A-F]{2}$/i.test(encoded.slice(index + 1, index + 3))
    ) {
      bytes.push(parseInt(encoded.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`) → text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_match, text: string) =>
      decodeBytes(text.replace(/_/g, ' ')),
    );
}

function header(raw: string, name: string): string {
  const value = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(
    raw,
  )?.[1];
  return value === undefined
    ? ''
    : decodeHeader(value.replace(/\n[ \t]/g, ' '));
}

/** The .eml files the FileMailer wrote under `<dataDir>/mail`, oldest first. */
export async function readMailFiles(dataDir: string): Promise<MailFile[]> {
  const dir = path.join(dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const raw = await readFile(path.join(dir, name), 'utf8');
      return {
        raw,
        to: header(raw, 'To'),
        subject: header(raw, 'Subject'),
        decoded: decodeBytes(raw.replace(/=\n/g, '')),
      };
    }),
  );
}
