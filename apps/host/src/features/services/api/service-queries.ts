import {
  createQueryKeys,
  listEventServices,
  listPendingPaymentServices,
} from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const serviceKeys = createQueryKeys('event-services');

/** `GET /users/events/{id}/services`: default, turbo and contracted packages. */
export const eventServicesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: serviceKeys.list({ eventId, kind: 'services' }),
    queryFn: () => listEventServices(eventId),
    select: (data) => data.services,
  });

/** `GET /users/events/{id}/pending-payment-services`: purchases waiting for payment. */
export const pendingServicesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: serviceKeys.list({ eventId, kind: 'pending' }),
    queryFn: () => listPendingPaymentServices(eventId),
    select: (data) => data.pendingServices,
  });
