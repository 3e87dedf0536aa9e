import { callRoute } from '@celebra/api-client';
import { servicesRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKeys } from './service-queries';

/** Deletes a service (the api deactivates it instead when events bought it). */
export const useDeleteService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) =>
      callRoute(servicesRoutes.adminRemovePackage, {
        params: { id: serviceId },
      }),
    onSuccess: (_response, serviceId) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(serviceId) });
      return queryClient.invalidateQueries({ queryKey: serviceKeys.lists() });
    },
  });
};
