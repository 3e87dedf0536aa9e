import { z } from 'zod';
import { centsSchema, okResponse, serviceTypeSchema } from '../common.schema';

/*
 * The host's 'Pacote de Serviços' (the service list and its packages). Prices
 * in centavos. Purchases are made with `POST /api/users/services/purchase`.
 */

/** A free package every event has ('Gratuito'): a service type and its included quantity. */
export const defaultPackageSchema = z.object({
  /** The service type id. */
  id: z.number().int(),
  type: serviceTypeSchema,
  name: z.string(),
  description: z.string(),
  price: z.literal(0),
  quantity: z.number().int(),
});

/** A purchasable package ('COMPRAR'). */
export const turboPackageSchema = z.object({
  /** The service id to purchase. */
  id: z.number().int(),
  type: serviceTypeSchema,
  name: z.string(),
  description: z.string(),
  price: centsSchema,
  quantity: z.number().int(),
});

/** A package bought and paid for the event ('Contratado'); type, price and quantity as paid. */
export const contractedPackageSchema = turboPackageSchema.extend({
  /** The purchase (event service) id. */
  id: z.number().int(),
  serviceId: z.number().int(),
  /** ISO 8601 instant. */
  contractedAt: z.iso.datetime().nullable(),
});

/** `GET /api/users/events/{id}/services`. */
export const listEventServicesResponseSchema = okResponse({
  services: z.object({
    default: z.array(defaultPackageSchema),
    turbo: z.array(turboPackageSchema),
    contracted: z.array(contractedPackageSchema),
  }),
});

/** A purchase waiting for payment ('Vence em: {date}', 'Continuar Pagamento'). */
export const pendingPackageSchema = z.object({
  /** The purchase (event service) id. */
  id: z.number().int(),
  serviceId: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: centsSchema,
  /** ISO 8601 instant; null when the checkout does not expire. */
  expirationAt: z.iso.datetime().nullable(),
  paymentLink: z.string().nullable(),
});

/** `GET /api/users/events/{id}/pending-payment-services`: unexpired purchases, soonest due first. */
export const listPendingPaymentServicesResponseSchema = okResponse({
  pendingServices: z.array(pendingPackageSchema),
});

export type DefaultPackage = z.infer<typeof defaultPackageSchema>;
export type TurboPackage = z.infer<typeof turboPackageSchema>;
export type ContractedPackage = z.infer<typeof contractedPackageSchema>;
export type PendingPackage = z.infer<typeof pendingPackageSchema>;
export type ListEventServicesResponse = z.infer<
  typeof listEventServicesResponseSchema
>;
export type ListPendingPaymentServicesResponse = z.infer<
  typeof listPendingPaymentServicesResponseSchema
>;
