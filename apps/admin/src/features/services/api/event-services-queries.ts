import {
  createQueryKeys,
  listAdminContractedServices,
  listAdminDefaultServices,
  listAdminPendingServices,
} from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const eventServiceKeys = createQueryKeys('admin-event-services');

export const contractedServicesQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...eventServiceKeys.detail(eventId), 'contracted'] as const,
    queryFn: () => listAdminContractedServices(eventId),
    select: (response) => response.contractedServices,
  });

export const pendingServicesQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...eventServiceKeys.detail(eventId), 'pending'] as const,
    queryFn: () => listAdminPendingServices(eventId),
    select: (response) => response.pendingServices,
  });

export const defaultServicesQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...eventServiceKeys.detail(eventId), 'default'] as const,
    queryFn: () => listAdminDefaultServices(eventId),
    select: (response) => response.servicesDefault,
  });
