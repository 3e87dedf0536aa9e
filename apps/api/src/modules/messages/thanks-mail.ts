import type { OutboxMail } from '../../mail/outbox';
import { paragraphsHtml } from '../../mail/paragraphs-mail';

export const THANKS_MAIL_TOPIC = 'message.thanks';

export const thanksMailSubject = (eventTitle: string) =>
  `Um agradecimento de “${eventTitle}”`;

/** The couple's thanks to a guest, as they wrote it on 'Recados', with where it comes from. */
export function thanksMail(thanks: {
  to: string;
  eventTitle: string;
  text: string;
}): OutboxMail {
  const footer = `Enviado pela Celebra em nome dos anfitriões de “${thanks.eventTitle}”.`;
  return {
    topic: THANKS_MAIL_TOPIC,
    to: thanks.to,
    subject: thanksMailSubject(thanks.eventTitle),
    text: `${thanks.text}\n\n—\n${footer}`,
    html: `${paragraphsHtml(thanks.text)}\n<hr>\n${paragraphsHtml(footer)}`,
  };
}
