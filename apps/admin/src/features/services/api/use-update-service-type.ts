import { callRoute } from '@celebra/api-client';
import { type AdminServiceTypeBody, servicesRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceTypeKeys } from './service-queries';

/** Saves a default service type (name, description, included quantity, status). */
export const useUpdateServiceType = (serviceTypeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminServiceTypeBody) =>
      callRoute(servicesRoutes.adminUpdateServiceType, {
        params: { id: serviceTypeId },
        body,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: serviceTypeKeys.all }),
  });
};
