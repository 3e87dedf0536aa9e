import { callRoute, createQueryKeys } from '@celebra/api-client';
import { servicesRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const eventServiceKeys = createQueryKeys('admin-event-services');

export const contractedServicesQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...eventServiceKeys.detail(eventId), 'contracted'] as const,
    queryFn: () =>
      callRoute(servicesRoutes.adminEventContracted, {
        params: { id: eventId },
      }),
    select: (response) => response.contractedServices,
  });

export const pendingServicesQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...eventServiceKeys.detail(eventId), 'pending'] as const,
    queryFn: () =>
      callRoute(servicesRoutes.adminEventPending, { params: { id: eventId } }),
    select: (response) => response.pendingServices,
  });

export const defaultServicesQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...eventServiceKeys.detail(eventId), 'default'] as const,
    queryFn: () =>
      callRoute(servicesRoutes.adminEventDefaults, { params: { id: eventId } }),
    select: (response) => response.servicesDefault,
  });
