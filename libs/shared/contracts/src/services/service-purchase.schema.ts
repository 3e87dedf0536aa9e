import { z } from 'zod';
import { idSchema, okResponse } from '../common.schema';

/** `POST /users/services/purchase`: a package for one of the caller's events. */
export const purchaseServiceBodySchema = z.object({
  serviceId: idSchema,
  eventId: idSchema,
});

/**
 * The checkout to open in a new window. While an unexpired purchase of the same package is
 * waiting for payment, its link is answered again instead of a new purchase.
 */
export const purchaseServiceResponseSchema = okResponse({
  paymentLink: z.string(),
});

export type PurchaseServiceBody = z.infer<typeof purchaseServiceBodySchema>;
export type PurchaseServiceResponse = z.infer<
  typeof purchaseServiceResponseSchema
>;
