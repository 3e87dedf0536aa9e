import { geocodeResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `GET /users/lookup/geocode?q=` (Nominatim through the api, cached and throttled): latitude,
 * longitude and displayName; 404 'Endereço não encontrado.'. Call it on an explicit action,
 * never per keystroke.
 */
export const geocodeAddress = (
  address: string,
  client: ApiClient = apiClient,
) =>
  client.request({
    method: 'GET',
    path: '/users/lookup/geocode',
    mode: 'users',
    query: { q: address },
    schema: geocodeResponseSchema,
  });
