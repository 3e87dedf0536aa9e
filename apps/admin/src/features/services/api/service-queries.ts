import { callRoute, createQueryKeys } from '@celebra/api-client';
import { servicesRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const serviceKeys = createQueryKeys('admin-services');
export const serviceTypeKeys = createQueryKeys('admin-service-types');

/** Every purchasable package, inactive ones included. */
export const servicesQuery = () =>
  queryOptions({
    queryKey: serviceKeys.lists(),
    queryFn: () => callRoute(servicesRoutes.adminPackages, {}),
    select: (response) => response.services,
  });

export const serviceQuery = (serviceId: string) =>
  queryOptions({
    queryKey: serviceKeys.detail(serviceId),
    queryFn: () =>
      callRoute(servicesRoutes.adminPackage, { params: { id: serviceId } }),
    select: (response) => response.service,
  });

/** The default service types: the free package of every event. */
export const serviceTypesQuery = () =>
  queryOptions({
    queryKey: serviceTypeKeys.lists(),
    queryFn: () => callRoute(servicesRoutes.adminServiceTypes, {}),
    select: (response) => response.serviceTypes,
  });

export const serviceTypeQuery = (serviceTypeId: string) =>
  queryOptions({
    queryKey: serviceTypeKeys.detail(serviceTypeId),
    queryFn: () =>
      callRoute(servicesRoutes.adminServiceType, {
        params: { id: serviceTypeId },
      }),
    select: (response) => response.serviceType,
  });
