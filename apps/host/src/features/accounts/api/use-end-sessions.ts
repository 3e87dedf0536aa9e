import { callRoute } from '@celebra/api-client';
import { userSessionsRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSessionKeys } from './user-sessions-query';

/** A change of the signed-in devices, after which the list is read again (also on failure). */
const useSessionsChange = <Input, Result>(
  call: (input: Input) => Promise<Result>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: userSessionKeys.all }),
  });
};

/** `DELETE /users/sessions/{sessionId}`: another device signed out. */
export const useEndSession = () =>
  useSessionsChange((sessionId: number) =>
    callRoute(userSessionsRoutes.end, { params: { sessionId } }),
  );

/** `DELETE /users/sessions`: 'Sair de todos os aparelhos', this one stays signed in. */
export const useEndOtherSessions = () =>
  useSessionsChange(() => callRoute(userSessionsRoutes.endOthers, {}));
