import { defineRoute } from '../http/route-contract';
import {
  cepLookupParamsSchema,
  cepLookupResponseSchema,
  geocodeQuerySchema,
  geocodeResponseSchema,
} from './lookups.schema';

const tags = ['users: lookups'];

/** Postal-code and address lookups of the host's event info page, through the api. */
export const lookupsRoutes = {
  cep: defineRoute({
    method: 'GET',
    path: '/api/users/lookup/cep/:cep',
    access: 'host',
    tags,
    description:
      'Address of a CEP (ViaCEP): street, district, city, state and the assembled fullAddress.',
    params: cepLookupParamsSchema,
    response: cepLookupResponseSchema,
    errors: [502],
  }),
  geocode: defineRoute({
    method: 'GET',
    path: '/api/users/lookup/geocode',
    access: 'host',
    tags,
    description:
      'First match of a free-form address in Brazil (Nominatim), at most one upstream request per second.',
    query: geocodeQuerySchema,
    response: geocodeResponseSchema,
    errors: [404, 502],
  }),
};
