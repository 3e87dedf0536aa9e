import { escapeHtml } from '@celebra/format';
import { PASSWORD_RESET_TTL_MINUTES } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { MailMessage } from '../../mail/mailer';

/** The pt-BR e-mail carrying a password-reset link (HTML and plain text). */
export function passwordResetMail(to: {
  email: string;
  firstName: string;
  link: string;
}): MailMessage {
  const hours = PASSWORD_RESET_TTL_MINUTES / 60;
  const validity = `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  const text = [
    `Olá, ${to.firstName}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta na Celebra.',
    'Para criar uma nova senha, abra o link abaixo:',
    '',
    to.link,
    '',
    `O link vale por ${validity} e pode ser usado uma única vez.`,
    'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
    '',
    'Equipe Celebra',
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(to.firstName)}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta na Celebra.</p>
<p><a href="${escapeHtml(to.link)}">Criar uma nova senha</a></p>
<p>O link vale por ${validity} e pode ser usado uma única vez.<br>Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe Celebra</p>`;
  return {
    to: to.email,
    subject: apiTexts.passwordReset.mailSubject,
    text,
    html,
  };
}
