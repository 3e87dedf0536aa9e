import { z } from 'zod';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** Excel needs it to read UTF-8; fetch's text() drops the server's. */
const BOM = '\uFEFF';

/**
 * `GET /users/guests/{eventId}/export`: the guest list as a CSV file for Excel pt-BR; save it
 * as `guestsCsvFilename(slug)` (@celebra/contracts).
 */
export const exportGuestsCsv = async (
  eventId: number | string,
  client: ApiClient = apiClient,
): Promise<Blob> => {
  const csv = await client.request({
    method: 'GET',
    path: `/users/guests/${eventId}/export`,
    mode: 'users',
    schema: z.string(),
  });
  const text = csv.startsWith(BOM) ? csv : BOM + csv;
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
};
