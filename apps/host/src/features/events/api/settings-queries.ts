import { callRoute, createQueryKeys } from '@celebra/api-client';
import { eventsRoutes, servicesRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const settingsKeys = createQueryKeys('event-settings');

/** Every settings PUT of one event runs in this scope: one at a time, in the order asked. */
export const settingsSaveScope = (eventId: number) => ({
  id: `event-settings-save:${eventId}`,
});

/** `GET /users/event/{eventId}/settings`: toggles, slug, hasPassword, guestPaysFee. */
export const eventSettingsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: settingsKeys.detail(String(eventId)),
    queryFn: () => callRoute(eventsRoutes.settings, { params: { eventId } }),
    select: (data) => data.settings,
  });

/** Whether the Senha (PASSWORD) service is contracted, from `GET /users/events/{id}/services`. */
export const passwordServiceQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: settingsKeys.detail(`${eventId}:services`),
    queryFn: () =>
      callRoute(servicesRoutes.eventServices, { params: { id: eventId } }),
    select: (data) =>
      data.services.contracted.some((service) => service.type === 'PASSWORD'),
  });
