import {
  formatGuestContact,
  type GiftKind,
  messages,
  type GuestData,
  type GuestDataTables,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@celebra/contracts';
import { formatDateTime } from '@celebra/format';
import { csvDecimal, toCsv } from '../../lib/csv';

type FieldOf<Table extends keyof GuestDataTables> =
  keyof GuestDataTables[Table][number];
type Field = {
  [Table in keyof GuestDataTables]: FieldOf<Table>;
}[keyof GuestDataTables];

const HEADER = ['Dado', 'Evento', 'Campo', 'Valor'] as const;

/** What each table is, as the guest reads it. */
const TABLE_LABELS: Record<keyof GuestDataTables, string> = {
  guests: 'Lista de convidados',
  guest_responses: 'Resposta de presença',
  guest_messages: 'Recado',
  orders: 'Presente',
  order_items: 'Item do presente',
  order_pix_charges: 'Cobrança Pix',
  payment_events: 'Aviso de pagamento',
  invitations: 'Convite',
  rsvp_answers: 'Resposta a uma pergunta',
  privacy_codes: 'Código de acesso',
  privacy_requests: 'Pedido sobre seus dados',
  outbox: 'E-mail enviado',
};

/** Every field of the export, in pt-BR; a new field without a label does not compile. */
const FIELD_LABELS: Record<Field, string> = {
  eventId: 'Evento',
  orderId: 'Pedido',
  id: 'Pedido',
  firstName: 'Nome',
  lastName: 'Sobrenome',
  email: 'E-mail',
  phoneNumber: 'Telefone',
  attending: 'Vai ao evento',
  companions: 'Acompanhantes',
  companionNames: 'Nomes dos acompanhantes',
  note: 'Mensagem',
  message: 'Mensagem',
  guestName: 'Nome',
  name: 'Convite',
  question: 'Pergunta',
  values: 'Resposta',
  guestContact: 'Contato',
  guestNote: 'Mensagem',
  status: 'Situação',
  chargedAmount: 'Valor pago (R$)',
  giftName: 'Presente',
  giftKind: 'Tipo de presente',
  shareCount: 'Cotas do presente',
  quantity: 'Quantidade',
  unitPrice: 'Valor unitário (R$)',
  attempt: 'Tentativa',
  type: 'Tipo',
  kind: 'Pedido',
  subject: 'Assunto',
  createdAt: 'Data',
  approvedAt: 'Aprovado em',
  expiresAt: 'Vale até',
  usedAt: 'Usado em',
  receivedAt: 'Recebido em',
  requestedAt: 'Pedido em',
  completedAt: 'Atendido em',
  deliveredAt: 'Entregue em',
};

const KIND_LABELS: Record<string, string> = {
  guest_access: 'Ver meus dados',
  guest_correction: 'Corrigir meus dados',
  guest_erasure: 'Excluir meus dados',
};

const CENTS_FIELDS = new Set<Field>(['chargedAmount', 'unitPrice']);
const DATE_FIELDS = new Set<Field>([
  'createdAt',
  'approvedAt',
  'expiresAt',
  'usedAt',
  'receivedAt',
  'requestedAt',
  'completedAt',
  'deliveredAt',
]);
/** Shown in the 'Evento' column rather than as a field. */
const EVENT_FIELDS = new Set<Field>(['eventId']);

function cell(field: Field, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (Array.isArray(value)) return value.join(', ');
  if (CENTS_FIELDS.has(field)) return csvDecimal(Number(value));
  if (DATE_FIELDS.has(field)) return formatDateTime(String(value));
  if (field === 'status')
    return ORDER_STATUS_LABELS[value as OrderStatus] ?? String(value);
  if (field === 'kind') return KIND_LABELS[String(value)] ?? String(value);
  if (field === 'giftKind')
    return messages.giftKinds.kindLabels[value as GiftKind] ?? String(value);
  if (field === 'guestContact') return formatGuestContact(String(value));
  return String(value);
}

/**
 * The export as CSV for Excel pt-BR (lib/csv.ts): one line per field of each row, with what it
 * is and the event it belongs to.
 */
export function guestDataToCsv(data: GuestData): string {
  const titles = new Map(data.events.map((event) => [event.id, event.title]));
  const orderEvents = new Map(
    data.tables.orders.map((order) => [order.id, order.eventId]),
  );
  const lines: string[][] = [];
  for (const table of Object.keys(TABLE_LABELS) as (keyof GuestDataTables)[]) {
    data.tables[table].forEach((row: Record<string, unknown>) => {
      const eventId =
        typeof row.eventId === 'number'
          ? row.eventId
          : orderEvents.get(Number(row.orderId));
      const event = eventId === undefined ? '' : (titles.get(eventId) ?? '');
      for (const [field, value] of Object.entries(row)) {
        if (EVENT_FIELDS.has(field as Field)) continue;
        lines.push([
          TABLE_LABELS[table],
          event,
          FIELD_LABELS[field as Field],
          cell(field as Field, value),
        ]);
      }
    });
  }
  return toCsv(HEADER, lines);
}
