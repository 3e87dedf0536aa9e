import { z } from 'zod';
import type { PixChargeRequest } from '../payment-provider';

/** Brasília's offset: Mercado Pago's examples write dates as local time with an offset. */
const BRASILIA_OFFSET_MINUTES = -180;

/** `2026-11-25T09:30:00.000-03:00`: the same instant, written with Brasília's offset. */
export function isoWithBrasiliaOffset(date: Date): string {
  const shifted = new Date(date.getTime() + BRASILIA_OFFSET_MINUTES * 60_000);
  return `${shifted.toISOString().slice(0, -1)}-03:00`;
}

/**
 * Centavos → reais as Mercado Pago wants them (`unit_price`, `transaction_amount`): the
 * division gives the double nearest to the decimal, which JSON writes as exactly two places.
 */
export const reais = (cents: number) => cents / 100;

/** The Payments API body (POST /v1/payments) of an inline Pix charge. */
export function buildPixPaymentBody(
  request: PixChargeRequest,
  options: { notificationUrl: string; payerEmail: string },
) {
  return {
    transaction_amount: reais(request.amount),
    description: request.description,
    payment_method_id: 'pix',
    payer: { email: options.payerEmail },
    external_reference: request.reference,
    notification_url: options.notificationUrl,
    date_of_expiration: isoWithBrasiliaOffset(request.expiresAt),
    metadata: { reference: request.reference, attempt: request.attempt },
  };
}

/** What we read of the answer (201): the code, its image, its expiry and the hosted page. */
export const pixPaymentAnswerSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  status: z.string(),
  date_of_expiration: z.string().nullish(),
  point_of_interaction: z.looseObject({
    transaction_data: z.looseObject({
      qr_code: z.string().min(1),
      qr_code_base64: z.string().nullish(),
      ticket_url: z.string().nullish(),
    }),
  }),
});
