import { z } from 'zod';
import { centsSchema, okResponse, serviceTypeSchema } from '../common.schema';

/** A service bought for the event; price, type and quantity as paid. */
export const contractedServiceSchema = z.object({
  /** The event_service id. */
  id: z.number().int(),
  serviceId: z.number().int(),
  name: z.string(),
  price: centsSchema,
  type: serviceTypeSchema,
  quantity: z.number().int(),
  contractedAt: z.iso.datetime().nullable(),
});

/** `GET /api/admin/events/{id}/services/contracted`. */
export const listContractedServicesResponseSchema = okResponse({
  contractedServices: z.array(contractedServiceSchema),
});

/** A purchase started and not paid yet, until its payment link expires. */
export const pendingServiceSchema = contractedServiceSchema
  .omit({ contractedAt: true })
  .extend({
    status: z.literal('PENDING'),
    expirationAt: z.iso.datetime().nullable(),
  });

/** `GET /api/admin/events/{id}/services/pending-payments`. */
export const listPendingServicesResponseSchema = okResponse({
  pendingServices: z.array(pendingServiceSchema),
});

/** A free package every event has (a service type and its included quantity). */
export const defaultServiceSchema = z.object({
  /** The service type id (edited at /service-types/{id}). */
  id: z.number().int(),
  name: z.string(),
  type: serviceTypeSchema,
  quantity: z.number().int(),
});

/** `GET /api/admin/events/{id}/services/default`. */
export const listDefaultServicesResponseSchema = okResponse({
  servicesDefault: z.array(defaultServiceSchema),
});

export type ContractedService = z.infer<typeof contractedServiceSchema>;
export type ListContractedServicesResponse = z.infer<
  typeof listContractedServicesResponseSchema
>;
export type PendingService = z.infer<typeof pendingServiceSchema>;
export type ListPendingServicesResponse = z.infer<
  typeof listPendingServicesResponseSchema
>;
export type DefaultService = z.infer<typeof defaultServiceSchema>;
export type ListDefaultServicesResponse = z.infer<
  typeof listDefaultServicesResponseSchema
>;
