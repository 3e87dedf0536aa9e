import { callRoute } from '@celebra/api-client';
import { type CustomPageBody, eventsRoutes } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customPageKeys } from './custom-pages-query';

export type SaveCustomPageInput = {
  pageId: number | null;
  body: CustomPageBody;
};

const useInvalidatePages = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customPageKeys.all });
};

/** Creates (`pageId` null) or updates a page. */
export const useSaveCustomPage = (eventId: number) => {
  const invalidate = useInvalidatePages();
  return useMutation({
    mutationFn: ({ pageId, body }: SaveCustomPageInput) =>
      pageId === null
        ? callRoute(eventsRoutes.createCustomPage, {
            params: { eventId },
            body,
          })
        : callRoute(eventsRoutes.updateCustomPage, {
            params: { eventId, pageId },
            body,
          }),
    onSuccess: invalidate,
  });
};

export const useRemoveCustomPage = (eventId: number) => {
  const invalidate = useInvalidatePages();
  return useMutation({
    mutationFn: (pageId: number) =>
      callRoute(eventsRoutes.removeCustomPage, {
        params: { eventId, pageId },
      }),
    onSuccess: invalidate,
  });
};
