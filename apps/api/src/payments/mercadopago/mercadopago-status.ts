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

/**
 * Unknown statuses are treated as pending (no change). A Pix payment that expired unpaid is
 * `cancelled` with `status_detail: expired`: the order stays PENDING, since the guest may ask
 * for a new charge (it is cancelled by the expiry sweep at the order's own expiry).
 */
export function outcomeOfMercadoPagoStatus(
  status: string,
  statusDetail?: string | null,
): PaymentOutcome {
  if (status === 'cancelled' && statusDetail === 'expired') return 'pending';
  return STATUS_OUTCOMES[status] ?? 'pending';
}
