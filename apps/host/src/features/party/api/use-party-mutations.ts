import { callRoute } from '@celebra/api-client';
import {
  type PartySettingsBody,
  partyRoutes,
  type PartyMediaStatusBody,
} from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partyKeys } from './party-queries';

/** After a change: the overview (counts, quota) and every status's list are read again. */
const useRefreshParty = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: partyKeys.all });
};

/** `PUT /users/party/{eventId}/settings`. */
export const useSavePartySettings = (eventId: number) => {
  const refresh = useRefreshParty();
  return useMutation({
    mutationFn: (body: PartySettingsBody) =>
      callRoute(partyRoutes.saveSettings, { params: { eventId }, body }),
    onSuccess: refresh,
  });
};

/** `PUT /users/party/{eventId}/media/{mediaId}`: approve or hide. */
export const useSetPartyMediaStatus = (eventId: number) => {
  const refresh = useRefreshParty();
  return useMutation({
    mutationFn: ({
      mediaId,
      status,
    }: PartyMediaStatusBody & { mediaId: number }) =>
      callRoute(partyRoutes.setMediaStatus, {
        params: { eventId, mediaId },
        body: { status },
      }),
    onSuccess: refresh,
  });
};

/** `DELETE /users/party/{eventId}/media/{mediaId}`: the item and its files. */
export const useRemovePartyMedia = (eventId: number) => {
  const refresh = useRefreshParty();
  return useMutation({
    mutationFn: (mediaId: number) =>
      callRoute(partyRoutes.removeMedia, { params: { eventId, mediaId } }),
    onSuccess: refresh,
  });
};

/** `POST /users/party/{eventId}/album-link`: a short-lived link to the album's ZIP. */
export const useAlbumLink = (eventId: number) =>
  useMutation({
    mutationFn: () => callRoute(partyRoutes.albumLink, { params: { eventId } }),
  });
