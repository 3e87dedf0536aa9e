import { callRoute, createQueryKeys } from '@celebra/api-client';
import { membersRoutes } from '@celebra/contracts';
import { queryOptions } from '@tanstack/react-query';

export const invitationKeys = createQueryKeys('invitation');

/** `GET /invitations/{token}` (public): what the link offers and whether it still can be accepted. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.detail(token),
    queryFn: () => callRoute(membersRoutes.invitation, { params: { token } }),
    select: (data) => data.invitation,
    retry: false,
  });
