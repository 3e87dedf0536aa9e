import { callRoute } from '@celebra/api-client';
import { type EventSettingsBody, eventsRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../lib/auth/current-user-query';
import { settingsKeys, settingsSaveScope } from './settings-queries';

/** `PUT /users/event/{eventId}/settings`; the session is read again, since the slug may change. */
export const useUpdateSettings = (eventId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    scope: settingsSaveScope(eventId),
    mutationFn: (body: EventSettingsBody) =>
      callRoute(eventsRoutes.updateSettings, { params: { eventId }, body }),
    onSuccess: async (data) => {
      queryClient.setQueryData(settingsKeys.detail(String(eventId)), data);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
};
