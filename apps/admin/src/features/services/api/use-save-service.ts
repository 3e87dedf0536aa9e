import { createAdminService, updateAdminService } from '@celebra/api-client';
import type { AdminServiceBody } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKeys } from './service-queries';

/** Creates a service (without `serviceId`) or updates one. */
export const useSaveService = (serviceId: string | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminServiceBody) =>
      serviceId === null
        ? createAdminService(body)
        : updateAdminService(serviceId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
};
