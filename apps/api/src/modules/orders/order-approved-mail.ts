import {
  giftLineLabel,
  EMAIL_PATTERN,
  formatGuestContact,
  messages,
  platformFeeLine,
} from '@celebra/contracts';
import { escapeHtml, formatBRL, formatDateTime } from '@celebra/format';
import type { OutboxMail } from '../../mail/outbox';
import type { OrderForMails } from './orders.repository';

export const ORDER_APPROVED_SUBJECT = 'Você recebeu um presente!';
export const ORDER_APPROVED_TOPIC = 'order.approved';
export const ORDER_RECEIPT_TOPIC = 'order.receipt';

export const orderReceiptSubject = (eventTitle: string) =>
  `Recibo do seu presente para ${eventTitle}`;

/** Each gift as '2 × Jantar — R$ 700,00', 'Viagem (2 de 10 cotas) — R$ 200,00' or 'Casa (valor livre) — R$ 150,00'. */
const giftLines = (order: OrderForMails) =>
  order.items.map(
    (item) =>
      `${giftLineLabel(item)} — ${formatBRL(item.unitPrice * item.quantity)}`,
  );

/** Keeps the line breaks of a note in the HTML part. */
const noteHtml = (note: string) => escapeHtml(note).replace(/\n/g, '<br>');

/**
 * The pt-BR e-mail for an approved order to one of the event's hosts (each member who sees its
 * money): who gave, what, the note, what was credited.
 */
export function orderApprovedMail(
  order: OrderForMails,
  host: { email: string; firstName: string },
  giftsReceivedUrl: string,
): OutboxMail {
  const guest = order.guestName.trim() || messages.screens.common.anonymous;
  const lines = giftLines(order);
  const amount = formatBRL(order.userAmount);
  const contact = formatGuestContact(order.guestContact);
  const note = order.guestNote.trim();
  const text = [
    `Olá, ${host.firstName}!`,
    '',
    `${guest} enviou um presente para "${order.eventTitle}":`,
    '',
    ...lines.map((line) => `• ${line}`),
    '',
    `Valor creditado no seu saldo: ${amount}`,
    `Contato de ${guest}: ${contact}`,
    ...(note ? ['', `Recado de ${guest}:`, note] : []),
    '',
    `Veja todos os presentes recebidos em ${giftsReceivedUrl}`,
    '',
    'Equipe Celebra',
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(host.firstName)}!</p>
<p><strong>${escapeHtml(guest)}</strong> enviou um presente para “${escapeHtml(order.eventTitle)}”:</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>Valor creditado no seu saldo: <strong>${escapeHtml(amount)}</strong><br>Contato de ${escapeHtml(guest)}: ${escapeHtml(contact)}</p>
${note ? `<p>Recado de ${escapeHtml(guest)}:</p>\n<blockquote>${noteHtml(note)}</blockquote>\n` : ''}<p><a href="${escapeHtml(giftsReceivedUrl)}">Ver presentes recebidos</a></p>
<p>Equipe Celebra</p>`;
  return {
    topic: ORDER_APPROVED_TOPIC,
    to: host.email,
    subject: ORDER_APPROVED_SUBJECT,
    text,
    html,
  };
}

/**
 * The guest's pt-BR receipt of an approved order (the event, each gift with its quantity and
 * amount, the platform fee the guest paid, the amount paid, the note and the date), or null
 * when the guest left a phone instead of an e-mail.
 */
export function orderReceiptMail(
  order: OrderForMails,
  eventSiteUrl: string,
): OutboxMail | null {
  if (!EMAIL_PATTERN.test(order.guestContact)) return null;
  const name = order.guestName.trim();
  const feeLine = platformFeeLine(order.fee, order.guestPaysFee);
  const lines = [
    ...giftLines(order),
    ...(feeLine ? [`${feeLine.title} — ${formatBRL(feeLine.unitPrice)}`] : []),
  ];
  const paid = formatBRL(order.chargedAmount);
  const date = formatDateTime(order.approvedAt ?? new Date());
  const note = order.guestNote.trim();
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const text = [
    greeting,
    '',
    `Recebemos o pagamento do seu presente para "${order.eventTitle}". Obrigado!`,
    '',
    ...lines.map((line) => `• ${line}`),
    '',
    `Valor pago: ${paid}`,
    `Data do pagamento: ${date}`,
    ...(note ? ['', 'Seu recado para os anfitriões:', note] : []),
    '',
    `Site do evento: ${eventSiteUrl}`,
    '',
    'Equipe Celebra',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Recebemos o pagamento do seu presente para “${escapeHtml(order.eventTitle)}”. Obrigado!</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>Valor pago: <strong>${escapeHtml(paid)}</strong><br>Data do pagamento: ${escapeHtml(date)}</p>
${note ? `<p>Seu recado para os anfitriões:</p>\n<blockquote>${noteHtml(note)}</blockquote>\n` : ''}<p><a href="${escapeHtml(eventSiteUrl)}">Ver o site do evento</a></p>
<p>Equipe Celebra</p>`;
  return {
    topic: ORDER_RECEIPT_TOPIC,
    to: order.guestContact,
    subject: orderReceiptSubject(order.eventTitle),
    text,
    html,
  };
}
