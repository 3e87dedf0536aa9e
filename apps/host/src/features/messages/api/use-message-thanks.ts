import { callRoute } from '@celebra/api-client';
import { type ListedMessage, messagesRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestMessageKeys } from './guest-messages-query';

type Target = Pick<ListedMessage, 'source' | 'id'>;

const paramsOf = (eventId: number, target: Target) => ({
  eventId,
  source: target.source,
  sourceId: target.id,
});

/**
 * After a thanks: the lists of 'Recados' ('Presentes Recebidos' reads a gift's mark afresh
 * whenever it opens).
 */
const useRefreshThanks = () => {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: guestMessageKeys.lists() });
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
