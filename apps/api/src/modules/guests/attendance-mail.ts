import type { OutboxMail } from '../../mail/outbox';
import { escapeHtml } from '@celebra/format';
import { paragraphsHtml } from '../../mail/paragraphs-mail';

export const ATTENDANCE_MAIL_TOPIC = 'guest.answered';

/** What the hosts' e-mail tells of one attendance answer from the public site. */
export interface AttendanceAnswer {
  guestName: string;
  attending: boolean;
  companionNames: readonly string[];
  message: string | null;
  eventTitle: string;
}

export const attendanceMailSubject = (answer: AttendanceAnswer) =>
  answer.attending
    ? `${answer.guestName} confirmou presença`
    : `${answer.guestName} não poderá ir`;

/**
 * The pt-BR e-mail to one of the couple when a guest answers 'Vou' or 'Não poderei ir': who,
 * the companions, the message and where to see the list.
 */
export function attendanceMail(
  answer: AttendanceAnswer,
  host: { email: string; firstName: string },
  confirmationsUrl: string,
): OutboxMail {
  const { guestName, eventTitle, companionNames } = answer;
  const headline = answer.attending
    ? `${guestName} confirmou presença em “${eventTitle}”.`
    : `${guestName} avisou que não poderá ir a “${eventTitle}”.`;
  const companions =
    companionNames.length > 0
      ? `Acompanhantes (${companionNames.length}): ${companionNames.join(', ')}`
      : null;
  const message = answer.message?.trim() || null;
  const text = [
    `Olá, ${host.firstName}!`,
    '',
    headline,
    ...(companions ? ['', companions] : []),
    ...(message ? ['', `Mensagem de ${guestName}:`, message] : []),
    '',
    `Veja a lista de presença em ${confirmationsUrl}`,
    '',
    'Equipe Celebra',
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(host.firstName)}!</p>
<p>${escapeHtml(headline)}</p>
${companions ? `<p>${escapeHtml(companions)}</p>\n` : ''}${message ? `<p>Mensagem de ${escapeHtml(guestName)}:</p>\n<blockquote>${paragraphsHtml(message)}</blockquote>\n` : ''}<p><a href="${escapeHtml(confirmationsUrl)}">Ver a lista de presença</a></p>
<p>Equipe Celebra</p>`;
  return {
    topic: ATTENDANCE_MAIL_TOPIC,
    to: host.email,
    subject: attendanceMailSubject(answer),
    text,
    html,
  };
}
