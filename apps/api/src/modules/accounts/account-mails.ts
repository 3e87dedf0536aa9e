import { EMAIL_CHANGE_TTL_HOURS } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { formatDateTime } from '@celebra/format';
import type { MailMessage } from '../../mail/mailer';
import { paragraphsMail } from '../../mail/paragraphs-mail';

const t = apiTexts.account;

/**
 * 'Sua senha foi alterada': sent to the account's address after a reset or a change, with the
 * way to take the account back when it was not the owner.
 */
export function passwordChangedMail(to: {
  email: string;
  firstName: string;
  at: Date;
  /** The 'Esqueci minha senha' page of the account's app. */
  forgotLink: string;
}): MailMessage {
  return paragraphsMail(to.email, t.passwordChangedSubject, [
    `Olá, ${to.firstName}!`,
    `A senha da sua conta na Celebra foi alterada em ${formatDateTime(to.at)} (horário de Brasília).`,
    'Se foi você, não precisa fazer nada.',
    'Se não foi você, crie uma nova senha agora mesmo pelo link abaixo: ela desconecta todos os aparelhos.',
    { link: to.forgotLink, label: 'Criar uma nova senha' },
    'Equipe Celebra',
  ]);
}

/** The link confirming a new e-mail, sent to the new address. */
export function emailChangeMail(to: {
  email: string;
  firstName: string;
  link: string;
}): MailMessage {
  return paragraphsMail(to.email, t.emailChangeSubject, [
    `Olá, ${to.firstName}!`,
    'Recebemos um pedido para usar este e-mail na sua conta da Celebra. Para confirmar, abra o link abaixo:',
    { link: to.link, label: 'Confirmar novo e-mail' },
    `O link vale por ${EMAIL_CHANGE_TTL_HOURS} horas e pode ser usado uma única vez. Até a confirmação, a conta continua com o e-mail atual.`,
    'Se você não pediu a troca, ignore este e-mail.',
    'Equipe Celebra',
  ]);
}

/** The notice sent to the old address once the new one is confirmed. */
export function emailChangedMail(to: {
  oldEmail: string;
  newEmail: string;
  firstName: string;
  at: Date;
}): MailMessage {
  return paragraphsMail(to.oldEmail, t.emailChangedSubject, [
    `Olá, ${to.firstName}!`,
    `Em ${formatDateTime(to.at)} (horário de Brasília), o e-mail da sua conta na Celebra passou a ser ${to.newEmail}. Este endereço não recebe mais os nossos e-mails.`,
    'Se não foi você, responda a este e-mail ou fale com o suporte da Celebra o quanto antes.',
    'Equipe Celebra',
  ]);
}
