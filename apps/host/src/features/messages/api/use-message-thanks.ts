import { callRoute } from '@celebra/api-client';
import { type ListedMessage, messagesRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from '../../money/api/money-queries';
import { guestMessageKeys } from './guest-messages-query';

type Target = Pick<ListedMessage, 'source' | 'id'>;

const paramsOf = (eventId: number, target: Target) => ({
  eventId,
  source: target.source,
  sourceId: target.id,
});

/** After a thanks: the lists of 'Recados' and, for a gift, 'Presentes Recebidos' (one mark). */
const useRefreshThanks = () => {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: guestMessageKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: moneyKeys.lists() }),
    ]);
  };
};

/** `PUT /users/messages/{eventId}/{source}/{id}/thanked`: mark or clear the thanks. */
export const useSetMessageThanked = (eventId: number) => {
  const refresh = useRefreshThanks();
  return useMutation({
    mutationFn: ({ thanked, ...target }: Target & { thanked: boolean }) =>
      callRoute(messagesRoutes.setThanked, {
        params: paramsOf(eventId, target),
        body: { thanked },
      }),
    onSuccess: refresh,
  });
};

/** `POST /users/messages/{eventId}/{source}/{id}/thanks-email`: e-mail the thanks and mark it. */
export const useThankByEmail = (eventId: number) => {
  const refresh = useRefreshThanks();
  return useMutation({
    mutationFn: ({ text, ...target }: Target & { text: string }) =>
      callRoute(messagesRoutes.thanksEmail, {
        params: paramsOf(eventId, target),
        body: { text },
      }),
    onSuccess: refresh,
  });
};
