import type { PaymentOutcome } from '../payment-provider';

/**
 * Mercado Pago payment status → our outcome. Refunds and chargebacks of an order that was
 * already APPROVED change nothing here (settle only moves PENDING orders): they are logged
 * and need manual handling.
 */
const STATUS_OUTCOMES: Record<string, PaymentOutcome> = {
  approved: 'approved',
  rejected: 'refused',
  cancelled: 'cancelled',
  refunded: 'cancelled',
  charged_back: 'cancelled',
  pending: 'pending',
  in_process: 'pending',
  authorized: 'pending',
  in_mediation: 'pending',
};

/** Unknown statuses are treated as pending (no change). */
export function outcomeOfMercadoPagoStatus(status: string): PaymentOutcome {
  return STATUS_OUTCOMES[status] ?? 'pending';
}
