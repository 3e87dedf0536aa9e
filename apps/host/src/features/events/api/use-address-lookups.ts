import { callRoute } from '@celebra/api-client';
import { lookupsRoutes } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';

/** 'Buscar CEP': the address of a CEP through the api (ViaCEP, cached there); failures are shown under the button. */
export const useCepLookup = () =>
  useMutation({
    mutationFn: (cep: string) =>
      callRoute(lookupsRoutes.cep, { params: { cep: cep.trim() } }),
    onError: (error) => console.warn('CEP lookup failed', error),
  });

/** 'Localizar no mapa': coordinates of an address through the api (Nominatim, throttled there); failures are shown under the button. */
export const useGeocode = () =>
  useMutation({
    mutationFn: (address: string) =>
      callRoute(lookupsRoutes.geocode, { query: { q: address } }),
    onError: (error) => console.warn('Geocoding failed', error),
  });
