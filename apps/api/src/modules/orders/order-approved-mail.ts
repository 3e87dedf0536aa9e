import { messages } from '@celebra/contracts';
import { formatBRL } from '@celebra/format';
import type { MailMessage } from '../../mail/mailer';
import type { OrderForHostMail } from './orders.repository';

export const ORDER_APPROVED_SUBJECT = 'Você recebeu um presente!';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The host's pt-BR e-mail for an approved order: who gave, what, and what was credited. */
export function orderApprovedMail(
  order: OrderForHostMail,
  giftsReceivedUrl: string,
): MailMessage {
  const guest = order.guestName.trim() || messages.screens.common.anonymous;
  const lines = order.items.map(
    (item) =>
      `${item.quantity} × ${item.giftName} — ${formatBRL(item.unitPrice * item.quantity)}`,
  );
  const amount = formatBRL(order.userAmount);
  const text = [
    `Olá, ${order.hostFirstName}!`,
    '',
    `${guest} enviou um presente para "${order.eventTitle}":`,
    '',
    ...lines.map((line) => `• ${line}`),
    '',
    `Valor creditado no seu saldo: ${amount}`,
    `Contato de ${guest}: ${order.guestContact}`,
    '',
    `Veja todos os presentes recebidos em ${giftsReceivedUrl}`,
    '',
    'Equipe Celebra',
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(order.hostFirstName)}!</p>
<p><strong>${escapeHtml(guest)}</strong> enviou um presente para “${escapeHtml(order.eventTitle)}”:</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>Valor creditado no seu saldo: <strong>${escapeHtml(amount)}</strong><br>Contato de ${escapeHtml(guest)}: ${escapeHtml(order.guestContact)}</p>
<p><a href="${escapeHtml(giftsReceivedUrl)}">Ver presentes recebidos</a></p>
<p>Equipe Celebra</p>`;
  return { to: order.hostEmail, subject: ORDER_APPROVED_SUBJECT, text, html };
}
