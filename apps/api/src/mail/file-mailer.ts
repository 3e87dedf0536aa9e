import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Writes each message as an RFC 822 `.eml` file (any mail client opens it) into `dir`, named
 * by time so a directory listing reads in order. Written to a temporary name, then renamed.
 */
export function createFileMailer(options: {
  dir: string;
  from: string;
}): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const temporary = path.join(options.dir, `.${name}.tmp`);
      await writeFile(temporary, info.message);
      await rename(temporary, path.join(options.dir, name));
    },
  };
}
