import {
  DEFAULT_INVITATION_MESSAGE,
  fillInvitationMessage,
} from '@celebra/contracts';
import { formatDate } from '@celebra/format';
import type { OutboxMail } from '../../mail/outbox';
import { paragraphsMail } from '../../mail/paragraphs-mail';

export const INVITATION_MAIL_TOPIC = 'invitation.sent';
export const REMINDER_MAIL_TOPIC = 'invitation.reminder';

/** The household's personal page on the public site: `<site>/<slug>/c/<code>`. */
export const personalLink = (siteOrigin: string, slug: string, code: string) =>
  `${siteOrigin}/${encodeURIComponent(slug)}/c/${encodeURIComponent(code)}`;

/** What the invitation's e-mails say of the household and its event. */
export interface InvitationMailTarget {
  email: string;
  name: string;
  eventTitle: string;
  link: string;
}

/** The invitation: the host's text (their template, else the product's) and a link to answer. */
export function invitationMail(
  target: InvitationMailTarget,
  template: string | null,
): OutboxMail {
  const text = fillInvitationMessage(template ?? DEFAULT_INVITATION_MESSAGE, {
    convite: target.name,
    evento: target.eventTitle,
    link: target.link,
  });
  return {
    topic: INVITATION_MAIL_TOPIC,
    ...paragraphsMail(target.email, `Convite: ${target.eventTitle}`, [
      ...text.split(/\n\s*\n/),
      { link: target.link, label: 'Responder ao convite' },
    ]),
  };
}

const DAY_MS = 86_400_000;

/** Whole days from `today` to `deadline` (both 'YYYY-MM-DD'). */
export const daysBetween = (today: string, deadline: string) =>
  Math.round((Date.parse(deadline) - Date.parse(today)) / DAY_MS);

const daysLeftText = (days: number) =>
  days <= 0
    ? 'Hoje é o último dia do prazo de confirmação'
    : days === 1
      ? 'Falta 1 dia para o prazo de confirmação'
      : `Faltam ${days} dias para o prazo de confirmação`;

/** The one reminder to a household that has not answered, `daysLeft` days before the deadline. */
export function reminderMail(
  target: InvitationMailTarget,
  deadline: string,
  daysLeft: number,
): OutboxMail {
  return {
    topic: REMINDER_MAIL_TOPIC,
    ...paragraphsMail(
      target.email,
      `Confirme sua presença: ${target.eventTitle}`,
      [
        `Olá, ${target.name}!`,
        `${daysLeftText(daysLeft)} de presença em “${target.eventTitle}” (até ${formatDate(deadline)}). Conte para os anfitriões se vocês vão.`,
        { link: target.link, label: 'Responder ao convite' },
      ],
    ),
  };
}
