import { callRoute, createApiClient, csvFile } from '@celebra/api-client';
import { downloadBlob } from '@celebra/ui';
import {
  GUEST_DATA_TOKEN_HEADER,
  guestDataFilename,
  type GuestDataCorrectionBody,
  type guestDataRoutes,
  type RouteRef,
} from '@celebra/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

type Routes = typeof guestDataRoutes;

/**
 * The routes of 'Meus dados', by reference (their contracts as types: no zod here), written as
 * plain objects: the site's `routeRef` stays out of this chunk's imports.
 */
const routes: { [Name in keyof Routes]: RouteRef<Routes[Name]> } = {
  requestCode: {
    method: 'POST',
    path: '/api/guests/privacy/code',
    access: 'public',
  },
  openSession: {
    method: 'POST',
    path: '/api/guests/privacy/session',
    access: 'public',
  },
  data: {
    method: 'GET',
    path: '/api/guests/privacy/data',
    access: 'public',
  },
  exportJson: {
    method: 'GET',
    path: '/api/guests/privacy/export.json',
    access: 'public',
  },
  exportCsv: {
    method: 'GET',
    path: '/api/guests/privacy/export.csv',
    access: 'public',
  },
  correct: {
    method: 'PUT',
    path: '/api/guests/privacy/data',
    access: 'public',
  },
  erase: {
    method: 'DELETE',
    path: '/api/guests/privacy/data',
    access: 'public',
  },
};

/** Its own client: the site's shares the event prefetch, which this page never uses. */
const guestApiClient = createApiClient();

const tokenHeaders = (token: string) => ({ [GUEST_DATA_TOKEN_HEADER]: token });

const dataKey = (token: string) => ['guest-data', token] as const;

export const useRequestCode = () =>
  useMutation({
    mutationFn: (email: string) =>
      callRoute(routes.requestCode, { body: { email } }, guestApiClient),
  });

export const useOpenSession = () =>
  useMutation({
    mutationFn: (body: { email: string; code: string }) =>
      callRoute(routes.openSession, { body }, guestApiClient),
  });

/** Everything held about the person of the token. */
export const useGuestData = (token: string) =>
  useQuery({
    queryKey: dataKey(token),
    queryFn: () =>
      callRoute(routes.data, { headers: tokenHeaders(token) }, guestApiClient),
    select: (answer) => answer.data,
    retry: false,
  });

export const useCorrectGuestData = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestDataCorrectionBody) =>
      callRoute(
        routes.correct,
        { body, headers: tokenHeaders(token) },
        guestApiClient,
      ),
    onSuccess: (answer) =>
      queryClient.setQueryData(dataKey(token), {
        success: true as const,
        data: answer.data,
      }),
  });
};

export const useEraseGuestData = (token: string) =>
  useMutation({
    mutationFn: () =>
      callRoute(routes.erase, { headers: tokenHeaders(token) }, guestApiClient),
  });

/** 'Baixar (JSON)' / 'Baixar (CSV)': the api's file, saved by the browser. */
export const useDownloadGuestData = (token: string) =>
  useMutation({
    mutationFn: async (format: 'json' | 'csv') => {
      const headers = tokenHeaders(token);
      const file =
        format === 'json'
          ? new Blob(
              [
                JSON.stringify(
                  await callRoute(
                    routes.exportJson,
                    { headers },
                    guestApiClient,
                  ),
                  null,
                  2,
                ),
              ],
              { type: 'application/json' },
            )
          : csvFile(
              String(
                await callRoute(routes.exportCsv, { headers }, guestApiClient),
              ),
            );
      downloadBlob(file, guestDataFilename(format));
    },
  });
