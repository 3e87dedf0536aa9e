import { callRoute } from '@celebra/api-client';
import {
  type EventImageSlot,
  eventsRoutes,
  type GetOwnerEventResponse,
  type MeResponse,
} from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionKeys } from '../../../lib/auth/current-user-query';
import { currentEventDetailsQueryOptions } from '../../../lib/current-event/current-event-details';

/**
 * `POST /users/event/{id}/upload/{avatar|banner}` with the upload's progress (0–100); the new
 * URLs replace the event's in the session (or its loaded details), so every screen shows the
 * new picture.
 */
export const useUploadEventImage = (eventId: number, slot: EventImageSlot) => {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return callRoute(eventsRoutes.uploadImage, {
        params: { eventId, slot },
        body: { file },
        onProgress: (fraction) => setProgress(fraction * 100),
      });
    },
    onSuccess: ({ avatarUrl, bannerUrl }) => {
      queryClient.setQueryData<MeResponse>(sessionKeys.all, (session) =>
        session?.event?.id === eventId
          ? { ...session, event: { ...session.event, avatarUrl, bannerUrl } }
          : session,
      );
      queryClient.setQueryData<GetOwnerEventResponse>(
        currentEventDetailsQueryOptions(eventId).queryKey,
        (details) =>
          details && {
            ...details,
            event: { ...details.event, avatarUrl, bannerUrl },
          },
      );
    },
  });
  return { ...mutation, progress };
};
