import { escapeHtml, formatBRL, formatDateTime } from '@celebra/format';
import type { OutboxMail } from '../../mail/outbox';

/*
 * The pt-BR e-mails of payouts and payout destinations, each with a text and an HTML part.
 * They are enqueued in the transaction of the change they tell about.
 */

export const PAYOUT_MAIL_TOPICS = {
  requested: 'payout.requested',
  requestedAdmin: 'payout.requested.admin',
  paid: 'payout.paid',
  failed: 'payout.failed',
  cancelled: 'payout.cancelled',
  destinationChanged: 'payout-destination.changed',
} as const;

/** The host who gets the e-mail and the event it is about. */
export interface PayoutMailHost {
  email: string;
  firstName: string;
  lastName: string;
  eventTitle: string;
}

/** Where the host follows the payouts (the received gifts page of the host area). */
export interface PayoutMailLinks {
  hostMoneyUrl: string;
  adminPayoutsUrl: string;
}

interface Paragraph {
  text: string;
  /** Already escaped HTML; defaults to the escaped text. */
  html?: string;
}

const strong = (value: string) => `<strong>${escapeHtml(value)}</strong>`;

function compose(
  topic: string,
  to: string,
  subject: string,
  greeting: string,
  paragraphs: Paragraph[],
  link: { url: string; label: string },
): OutboxMail {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph.text, '']),
    `${link.label}: ${link.url}`,
    '',
    'Equipe Celebra',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map(
      (paragraph) => `<p>${paragraph.html ?? escapeHtml(paragraph.text)}</p>`,
    ),
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    '<p>Equipe Celebra</p>',
  ].join('\n');
  return { topic, to, subject, text, html };
}

const eventName = (host: PayoutMailHost) => `“${host.eventTitle}”`;

/** An e-mail to the host, greeted by name; the link defaults to where the payouts are followed. */
function hostMail(
  topic: string,
  host: PayoutMailHost,
  subject: string,
  paragraphs: Paragraph[],
  links: PayoutMailLinks,
  label = 'Acompanhe seus repasses',
): OutboxMail {
  return compose(
    topic,
    host.email,
    subject,
    `Olá, ${host.firstName}!`,
    paragraphs,
    { url: links.hostMoneyUrl, label },
  );
}

/** `${before} ${amount} do evento “…”${after}`, the amount in bold in HTML. */
function amountParagraph(
  before: string,
  amount: string,
  host: PayoutMailHost,
  after: string,
): Paragraph {
  return {
    text: `${before} ${amount} do evento ${eventName(host)}${after}`,
    html: `${escapeHtml(before)} ${strong(amount)} do evento ${escapeHtml(eventName(host))}${escapeHtml(after)}`,
  };
}

function destinationParagraph(masked: string | null): Paragraph[] {
  if (!masked) return [];
  return [
    {
      text: `Destino: ${masked}`,
      html: `Destino: ${strong(masked)}`,
    },
  ];
}

export function payoutRequestedMail(
  host: PayoutMailHost,
  payout: { requestedAmount: number; destinationMasked: string | null },
  links: PayoutMailLinks,
): OutboxMail {
  return hostMail(
    PAYOUT_MAIL_TOPICS.requested,
    host,
    'Recebemos seu pedido de repasse',
    [
      amountParagraph(
        'Recebemos seu pedido de repasse de',
        formatBRL(payout.requestedAmount),
        host,
        '.',
      ),
      ...destinationParagraph(payout.destinationMasked),
      {
        text: 'Avisaremos por e-mail assim que a transferência for feita.',
      },
    ],
    links,
  );
}

export function payoutRequestedAdminMail(
  adminEmail: string,
  host: PayoutMailHost,
  payout: {
    id: number;
    requestedAmount: number;
    destinationMasked: string | null;
  },
  links: PayoutMailLinks,
): OutboxMail {
  const amount = formatBRL(payout.requestedAmount);
  const hostName = `${host.firstName} ${host.lastName}`.trim();
  return compose(
    PAYOUT_MAIL_TOPICS.requestedAdmin,
    adminEmail,
    `Novo pedido de repasse: ${host.eventTitle}`,
    'Olá!',
    [
      {
        text: `Há um novo pedido de repasse (nº ${payout.id}) a pagar.`,
      },
      {
        text: `Evento: ${host.eventTitle}\nAnfitrião: ${hostName} (${host.email})\nValor solicitado: ${amount}`,
        html: `Evento: ${strong(host.eventTitle)}<br>Anfitrião: ${escapeHtml(hostName)} (${escapeHtml(host.email)})<br>Valor solicitado: ${strong(amount)}`,
      },
      ...destinationParagraph(payout.destinationMasked),
    ],
    { url: links.adminPayoutsUrl, label: 'Ver repasses pendentes' },
  );
}

export function payoutPaidMail(
  host: PayoutMailHost,
  payout: {
    paidAmount: number;
    destinationMasked: string | null;
    transferId: string | null;
    concludedAt: Date | null;
  },
  links: PayoutMailLinks,
): OutboxMail {
  const details = [
    ...(payout.concludedAt
      ? [`Data: ${formatDateTime(payout.concludedAt)}`]
      : []),
    ...(payout.transferId
      ? [`Identificador da transferência: ${payout.transferId}`]
      : []),
  ];
  return hostMail(
    PAYOUT_MAIL_TOPICS.paid,
    host,
    'Seu repasse foi pago',
    [
      amountParagraph('Transferimos', formatBRL(payout.paidAmount), host, '.'),
      ...destinationParagraph(payout.destinationMasked),
      ...(details.length > 0
        ? [
            {
              text: details.join('\n'),
              html: details.map(escapeHtml).join('<br>'),
            },
          ]
        : []),
    ],
    links,
  );
}

export function payoutFailedMail(
  host: PayoutMailHost,
  payout: {
    requestedAmount: number;
    destinationMasked: string | null;
    failureReason: string;
  },
  links: PayoutMailLinks,
): OutboxMail {
  return hostMail(
    PAYOUT_MAIL_TOPICS.failed,
    host,
    'Não conseguimos concluir seu repasse',
    [
      amountParagraph(
        'A transferência de',
        formatBRL(payout.requestedAmount),
        host,
        ' não pôde ser concluída.',
      ),
      {
        text: `Motivo: ${payout.failureReason}`,
        html: `Motivo: ${escapeHtml(payout.failureReason).replace(/\n/g, '<br>')}`,
      },
      ...destinationParagraph(payout.destinationMasked),
      {
        text: 'O valor voltou ao seu saldo disponível. Confira os dados para repasse e solicite um novo repasse.',
      },
    ],
    links,
  );
}

export function payoutCancelledMail(
  host: PayoutMailHost,
  payout: { requestedAmount: number },
  links: PayoutMailLinks,
): OutboxMail {
  return hostMail(
    PAYOUT_MAIL_TOPICS.cancelled,
    host,
    'Seu pedido de repasse foi cancelado',
    [
      amountParagraph(
        'O pedido de repasse de',
        formatBRL(payout.requestedAmount),
        host,
        ' foi cancelado.',
      ),
      {
        text: 'O valor voltou ao seu saldo disponível e pode ser solicitado de novo.',
      },
    ],
    links,
  );
}

export function destinationChangedMail(
  host: PayoutMailHost,
  destination: { masked: string; changedAt: Date; payoutsFrom?: Date },
  links: PayoutMailLinks,
): OutboxMail {
  const { payoutsFrom } = destination;
  return hostMail(
    PAYOUT_MAIL_TOPICS.destinationChanged,
    host,
    'Os dados para repasse foram alterados',
    [
      {
        text: `Os dados para repasse do evento ${eventName(host)} foram alterados em ${formatDateTime(destination.changedAt)}.`,
        html: `Os dados para repasse do evento ${escapeHtml(eventName(host))} foram alterados em ${escapeHtml(formatDateTime(destination.changedAt))}.`,
      },
      {
        text: `Novo destino: ${destination.masked}`,
        html: `Novo destino: ${strong(destination.masked)}`,
      },
      ...(payoutsFrom
        ? [
            {
              text: `Por segurança, um novo repasse só pode ser solicitado a partir de ${formatDateTime(payoutsFrom)}.`,
            },
          ]
        : []),
      {
        text: 'Se não foi você, altere sua senha e fale com a equipe Celebra imediatamente.',
      },
    ],
    links,
    'Ver os dados para repasse',
  );
}
