import { callRoute } from '@celebra/api-client';
import { type AdminServiceBody, servicesRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKeys } from './service-queries';

/** Creates a service (without `serviceId`) or updates one. */
export const useSaveService = (serviceId: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminServiceBody) =>
      serviceId === null
        ? callRoute(servicesRoutes.adminCreatePackage, { body })
        : callRoute(servicesRoutes.adminUpdatePackage, {
            params: { id: serviceId },
            body,
          }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
};
