import {
  createAdminEventGuest,
  createQueryKeys,
  deleteAdminEventGuest,
  listAdminEventGuests,
  updateAdminEventGuest,
} from '@celebra/api-client';
import type { AdminGuestBody } from '@celebra/contracts';
import {
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

export const eventGuestKeys = createQueryKeys('admin-event-guests');

export const eventGuestsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventGuestKeys.list(eventId),
    queryFn: () => listAdminEventGuests(eventId),
    select: (response) => response.guests,
  });

const useReloadGuests = (eventId: string) => {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: eventGuestKeys.list(eventId) });
};

/** Creates (no id) or updates a guest; the list reloads. */
export const useSaveEventGuest = (eventId: string) => {
  const reload = useReloadGuests(eventId);
  return useMutation({
    mutationFn: ({
      guestId,
      body,
    }: {
      guestId?: number;
      body: AdminGuestBody;
    }) =>
      guestId === undefined
        ? createAdminEventGuest(eventId, body)
        : updateAdminEventGuest(eventId, guestId, body),
    onSuccess: reload,
  });
};

export const useDeleteEventGuest = (eventId: string) => {
  const reload = useReloadGuests(eventId);
  return useMutation({
    mutationFn: (guestId: number) => deleteAdminEventGuest(eventId, guestId),
    onSuccess: reload,
  });
};
