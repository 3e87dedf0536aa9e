import { callRoute, createQueryKeys } from '@celebra/api-client';
import {
  type AdminGuestBody,
  guestsRoutes,
  PAGE_SIZE,
} from '@celebra/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

export const eventGuestKeys = createQueryKeys('admin-event-guests');

/** One page of the event's guests, in confirmation order, with how many there are. */
export const eventGuestsQuery = (eventId: string, page: number) =>
  queryOptions({
    queryKey: eventGuestKeys.list({ eventId, page }),
    queryFn: () =>
      callRoute(guestsRoutes.adminList, {
        params: { id: eventId },
        query: { page, limit: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

const useReloadGuests = () => {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: eventGuestKeys.lists() });
};

/** Creates (no id) or updates a guest; the list reloads. */
export const useSaveEventGuest = (eventId: string) => {
  const reload = useReloadGuests();
  return useMutation({
    mutationFn: ({
      guestId,
      body,
    }: {
      guestId?: number;
      body: AdminGuestBody;
    }) =>
      guestId === undefined
        ? callRoute(guestsRoutes.adminAdd, { params: { id: eventId }, body })
        : callRoute(guestsRoutes.adminUpdate, {
            params: { id: eventId, guestId },
            body,
          }),
    onSuccess: reload,
  });
};

export const useDeleteEventGuest = (eventId: string) => {
  const reload = useReloadGuests();
  return useMutation({
    mutationFn: (guestId: number) =>
      callRoute(guestsRoutes.adminRemove, { params: { id: eventId, guestId } }),
    onSuccess: reload,
  });
};
