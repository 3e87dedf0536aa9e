import { callRoute, createQueryKeys } from '@celebra/api-client';
import { membersRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const memberKeys = createQueryKeys('members');

/**
 * `GET /users/events/{eventId}/members`: the members (owner first) and pending invitations;
 * read again on every visit, since others change it (an invitation accepted).
 */
export const membersQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: memberKeys.list({ eventId }),
    queryFn: () => callRoute(membersRoutes.list, { params: { eventId } }),
    staleTime: 0,
  });
