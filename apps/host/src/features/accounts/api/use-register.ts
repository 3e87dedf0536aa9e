import { callRoute, userSession } from '@celebra/api-client';
import { registrationRoutes, type RegisterBody } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/auth/current-user-query';
import { clearWizardData } from '../lib/wizard-storage';

/**
 * Creates the account and event, forgets the wizard's kept data, stores userToken/userId and
 * loads the session (home follows, which unmounts the wizard).
 */
export const useRegister = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      callRoute(registrationRoutes.register, { body }),
    onSuccess: async ({ token, id }) => {
      clearWizardData();
      userSession.save({ token, id: String(id) });
      await queryClient.refetchQueries({
        queryKey: currentUserQueryOptions().queryKey,
      });
    },
  });
};
