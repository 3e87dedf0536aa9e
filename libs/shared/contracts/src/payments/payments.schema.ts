import { z } from 'zod';
import { okResponse } from '../common.schema';

/*
 * Payment webhooks (see docs/payments.md). The local demonstration provider posts
 * `{ id, type, data: { reference } }` to `POST /api/webhooks/local`, signed with
 * `x-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */

export const LOCAL_WEBHOOK_TYPES = [
  'payment.approved',
  'payment.refused',
] as const;

export const localWebhookBodySchema = z.object({
  /** Unique per notification: a re-delivery repeats it and is applied once. */
  id: z.string().min(1).max(200),
  type: z.enum(LOCAL_WEBHOOK_TYPES),
  data: z.object({
    /** The provider reference of the checkout ('ord_…' or 'svc_…'). */
    reference: z.string().min(1).max(200),
  }),
});

/** Mercado Pago's notification body (only the fields we read; the status is fetched back). */
export const mercadoPagoWebhookBodySchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional(),
  type: z.string().optional(),
  action: z.string().optional(),
  data: z
    .looseObject({ id: z.union([z.string(), z.number()]).optional() })
    .optional(),
});

/** A demonstration checkout page (PAYMENT_PROVIDER=local): the checkout's provider reference. */
export const localCheckoutParamsSchema = z.object({
  reference: z.string().min(1).max(200),
});

/** `return`: the payer's return address sealed by the provider (see the api's local-return.ts). */
export const localCheckoutQuerySchema = z.object({
  return: z.string().max(4000).optional(),
});

/** What happened to a verified notification. */
export const WEBHOOK_RESULTS = [
  'processed',
  'already_processed',
  'unknown_reference',
  'ignored',
] as const;

/** Every verified notification is acknowledged with 200 (a bad signature is 401). */
export const webhookResponseSchema = okResponse({
  message: z.string(),
  result: z.enum(WEBHOOK_RESULTS),
});

export type LocalWebhookBody = z.infer<typeof localWebhookBodySchema>;
export type MercadoPagoWebhookBody = z.infer<
  typeof mercadoPagoWebhookBodySchema
>;
export type LocalCheckoutParams = z.infer<typeof localCheckoutParamsSchema>;
export type LocalCheckoutQuery = z.infer<typeof localCheckoutQuerySchema>;
export type WebhookResult = (typeof WEBHOOK_RESULTS)[number];
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
