import { cepLookupResponseSchema } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `GET /users/lookup/cep/{cep}` (ViaCEP through the api): street, district, city, state and
 * fullAddress; 404 'CEP não encontrado.', 502 when the service is down.
 */
export const lookupCep = (cep: string, client: ApiClient = apiClient) =>
  client.request({
    method: 'GET',
    path: `/users/lookup/cep/${encodeURIComponent(cep.trim())}`,
    mode: 'users',
    schema: cepLookupResponseSchema,
  });
