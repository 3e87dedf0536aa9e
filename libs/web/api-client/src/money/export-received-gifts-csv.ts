import { z } from 'zod';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/** Excel needs it to read UTF-8; fetch's text() drops the server's. */
const BOM = '\uFEFF';

/**
 * `GET /users/events/{eventId}/received-gifts.csv`: the received gifts as a CSV file for Excel
 * pt-BR (columns `RECEIVED_GIFTS_CSV_COLUMNS` of @celebra/contracts).
 */
export const exportReceivedGiftsCsv = async (
  eventId: number | string,
  client: ApiClient = apiClient,
): Promise<Blob> => {
  const csv = await client.request({
    method: 'GET',
    path: `/users/events/${eventId}/received-gifts.csv`,
    mode: 'users',
    schema: z.string(),
  });
  const text = csv.startsWith(BOM) ? csv : BOM + csv;
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
};
