import { callRoute } from '@celebra/api-client';
import { accountDataRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStepUp } from '../../../lib/step-up/step-up-context';
import { accountDataKeys } from './account-data-query';

/** A change of 'Meus dados', after which its state is read again (also on failure). */
const useAccountDataChange = <Result>(call: () => Promise<Result>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: accountDataKeys.all }),
  });
};

/** `POST /users/me/data/export`: the ZIP is built and its link e-mailed. */
export const useRequestExport = () =>
  useAccountDataChange(() => callRoute(accountDataRoutes.requestExport, {}));

/** `POST /users/me/closure` (after 'Confirme sua senha' when needed). */
export const useRequestClosure = () => {
  const stepUp = useStepUp();
  return useAccountDataChange(() =>
    stepUp(() => callRoute(accountDataRoutes.requestClosure, {})),
  );
};

/** `DELETE /users/me/closure`: the account stays. */
export const useCancelClosure = () =>
  useAccountDataChange(() => callRoute(accountDataRoutes.cancelClosure, {}));
