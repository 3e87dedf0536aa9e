import { z } from 'zod';
import { okResponse } from '../common.schema';

/** How the guest pays an order: an inline Pix charge (the default) or a card on the provider's checkout. */
export const PAYMENT_METHODS = ['PIX', 'CARD'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/**
 * The order's current Pix charge, for the guest's Pix screen: the BR Code ('Pix copia e
 * cola', drawn as a QR code by the site), the provider's PNG of it when it gives one, when it
 * stops being payable, and, with the demonstration (`local`) provider only, the link to its
 * demonstration page whose 'Pagar' settles the order.
 */
export const pixChargeViewSchema = z.object({
  copyPaste: z.string(),
  qrCodeBase64: z.string().nullable(),
  /** ISO 8601. */
  expiresAt: z.string(),
  demonstrationLink: z.string().nullable(),
});

/**
 * `GET /guests/orders/{orderId}/pix?token=…` (the current charge) and
 * `POST /guests/orders/{orderId}/pix?token=…` (a new charge when the current one expired; the
 * current one while it is still payable). The token is the purchase's statusToken.
 */
export const orderPixResponseSchema = okResponse({
  pix: pixChargeViewSchema,
});

export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type PixChargeView = z.infer<typeof pixChargeViewSchema>;
export type OrderPixResponse = z.infer<typeof orderPixResponseSchema>;
