export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header, e.g. `<outbox.12.lx3k@celebra.local>`; the transport's own when absent. */
  messageId?: string;
}

/** Sends e-mails; implementations: file (default, DATA_DIR/mail/*.eml) and SMTP. */
export interface Mailer {
  readonly kind: 'file' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
