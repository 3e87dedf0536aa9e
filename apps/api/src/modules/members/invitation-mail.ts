import { escapeHtml } from '@celebra/format';
import {
  INVITATION_TTL_DAYS,
  type InvitableRole,
  messages,
} from '@celebra/contracts';
import type { OutboxMail } from '../../mail/outbox';

export const INVITATION_MAIL_TOPIC = 'member.invited';

/**
 * The pt-BR e-mail of an invitation: who invited, to which event, as what, the link and how
 * long it lasts.
 */
export function invitationMail(invitation: {
  email: string;
  inviterName: string;
  eventTitle: string;
  role: InvitableRole;
  link: string;
}): OutboxMail {
  const { inviterName, eventTitle, link } = invitation;
  const role = messages.eventRoles[invitation.role];
  const validity = `${INVITATION_TTL_DAYS} dias`;
  const text = [
    'Olá!',
    '',
    `${inviterName} convidou você para participar do evento “${eventTitle}” na Celebra, com o acesso de ${role}.`,
    'Para aceitar o convite, abra o link abaixo:',
    '',
    link,
    '',
    `O convite vale por ${validity}. Se você não esperava este convite, ignore este e-mail.`,
    '',
    'Equipe Celebra',
  ].join('\n');
  const html = `<p>Olá!</p>
<p>${escapeHtml(inviterName)} convidou você para participar do evento <strong>“${escapeHtml(eventTitle)}”</strong> na Celebra, com o acesso de <strong>${escapeHtml(role)}</strong>.</p>
<p><a href="${escapeHtml(link)}">Aceitar o convite</a></p>
<p>O convite vale por ${validity}. Se você não esperava este convite, ignore este e-mail.</p>
<p>Equipe Celebra</p>`;
  return {
    topic: INVITATION_MAIL_TOPIC,
    to: invitation.email,
    subject: `Convite para o evento “${eventTitle}”`,
    text,
    html,
  };
}
