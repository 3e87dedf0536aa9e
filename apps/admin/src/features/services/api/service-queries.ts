import {
  createQueryKeys,
  getAdminService,
  getAdminServiceType,
  listAdminServices,
  listAdminServiceTypes,
} from '@celebra/api-client';
import { queryOptions } from '@tanstack/react-query';

export const serviceKeys = createQueryKeys('admin-services');
export const serviceTypeKeys = createQueryKeys('admin-service-types');

/** Every purchasable package, inactive ones included. */
export const servicesQuery = () =>
  queryOptions({
    queryKey: serviceKeys.lists(),
    queryFn: () => listAdminServices(),
    select: (response) => response.services,
  });

export const serviceQuery = (serviceId: string) =>
  queryOptions({
    queryKey: serviceKeys.detail(serviceId),
    queryFn: () => getAdminService(serviceId),
    select: (response) => response.service,
  });

/** The default service types: the free package of every event. */
export const serviceTypesQuery = () =>
  queryOptions({
    queryKey: serviceTypeKeys.lists(),
    queryFn: () => listAdminServiceTypes(),
    select: (response) => response.serviceTypes,
  });

export const serviceTypeQuery = (serviceTypeId: string) =>
  queryOptions({
    queryKey: serviceTypeKeys.detail(serviceTypeId),
    queryFn: () => getAdminServiceType(serviceTypeId),
    select: (response) => response.serviceType,
  });
