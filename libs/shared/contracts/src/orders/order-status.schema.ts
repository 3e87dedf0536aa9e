import { z } from 'zod';
import {
  centsSchema,
  idSchema,
  okResponse,
  orderStatusSchema,
} from '../common.schema';
import { giftKindSchema } from '../catalogue/gift-kinds.schema';
import { paymentMethodSchema } from './pix.schema';

/** `GET /guests/orders/{orderId}/status?token=…` (public): the order's id. */
export const orderStatusParamsSchema = z.object({ orderId: idSchema });

/** Its query: the status token of the purchase; missing or wrong answers 404 like an unknown order. */
export const orderStatusQuerySchema = z.object({
  token: z.string().max(200).optional(),
});

/** A gift of the order: units, shares (of `shareCount`) or a free amount (quantity 1). */
export const orderStatusItemSchema = z.object({
  giftName: z.string(),
  quantity: z.number().int(),
  unitPrice: centsSchema,
  kind: giftKindSchema,
  shareCount: z.number().int().nullable(),
});

/**
 * The guest's view of an order on the 'Obrigado!' page; amounts in centavos. `id` is the order
 * number the guest quotes; `paymentMethod` is null when no payment was opened (the provider
 * failed before a Pix charge or a card checkout existed).
 */
export const orderStatusViewSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  paymentMethod: paymentMethodSchema.nullable(),
  chargedAmount: centsSchema,
  items: z.array(orderStatusItemSchema),
  guestNote: z.string(),
  eventTitle: z.string(),
});

export const orderStatusResponseSchema = okResponse({
  order: orderStatusViewSchema,
});

export type OrderStatusView = z.infer<typeof orderStatusViewSchema>;
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;
