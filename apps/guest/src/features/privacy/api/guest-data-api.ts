import { callRoute, createApiClient, csvFile } from '@celebra/api-client';
import { downloadBlob } from '@celebra/ui';
import {
  GUEST_DATA_TOKEN_HEADER,
  guestDataFilename,
  type GuestDataCorrectionBody,
  type guestDataRoutes,
} from '@celebra/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicRouteRefs } from '../../../lib/api-routes';

/** The routes of 'Meus dados', by reference: their contracts are types here (no zod). */
const routes = publicRouteRefs<typeof guestDataRoutes>({
  requestCode: 'POST /api/guests/privacy/code',
  openSession: 'POST /api/guests/privacy/session',
  data: 'GET /api/guests/privacy/data',
  exportJson: 'GET /api/guests/privacy/export.json',
  exportCsv: 'GET /api/guests/privacy/export.csv',
  correct: 'PUT /api/guests/privacy/data',
  erase: 'DELETE /api/guests/privacy/data',
});

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
