import { callRoute, createQueryKeys } from '@celebra/api-client';
import { servicesRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const serviceKeys = createQueryKeys('event-services');

/** `GET /users/events/{id}/services`: default, turbo and contracted packages. */
export const eventServicesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: serviceKeys.list({ eventId, kind: 'services' }),
    queryFn: () =>
      callRoute(servicesRoutes.eventServices, { params: { id: eventId } }),
    select: (data) => data.services,
  });

/** `GET /users/events/{id}/pending-payment-services`: purchases waiting for payment. */
export const pendingServicesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: serviceKeys.list({ eventId, kind: 'pending' }),
    queryFn: () =>
      callRoute(servicesRoutes.pendingPayments, { params: { id: eventId } }),
    select: (data) => data.pendingServices,
  });
