export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mails; implementations: file (default, DATA_DIR/mail/*.eml) and SMTP. */
export interface Mailer {
  readonly kind: 'file' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
