import { callRoute } from '@celebra/api-client';
import { catalogueRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EventTypeFormValues } from '../lib/event-type-form-schema';
import { eventTypeKeys } from './event-type-queries';

/** Sends the event type form as multipart (POST without `eventTypeId`, PUT with it), with progress. */
export const useSaveEventType = (eventTypeId: number | null) => {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (values: EventTypeFormValues) => {
      setProgress(0);
      const input = { body: values, onProgress: setProgress };
      return eventTypeId === null
        ? callRoute(catalogueRoutes.adminCreateEventType, input)
        : callRoute(catalogueRoutes.adminUpdateEventType, {
            ...input,
            params: { id: eventTypeId },
          });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventTypeKeys.all }),
  });
  return { ...mutation, progress };
};
