import { deleteAdminService } from '@celebra/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKeys } from './service-queries';

/** Deletes a service (the api deactivates it instead when events bought it). */
export const useDeleteService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) => deleteAdminService(serviceId),
    onSuccess: (_response, serviceId) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(serviceId) });
      return queryClient.invalidateQueries({ queryKey: serviceKeys.lists() });
    },
  });
};
