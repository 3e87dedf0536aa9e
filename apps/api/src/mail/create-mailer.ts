import path from 'node:path';
import type { Config } from '../config';
import { createFileMailer } from './file-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise .eml files under DATA_DIR/mail/. */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
    : createFileMailer({
        dir: path.join(config.DATA_DIR, 'mail'),
        from: config.MAIL_FROM,
      });
}
