import { z } from 'zod';
import { cepSchema, okResponse, requiredText } from '../common.schema';
import * as messages from '../texts/shared';

const v = messages.validation;

/** Longest free-form address sent to the geocoder. */
export const GEOCODE_QUERY_MAX_LENGTH = 300;

/** `GET /api/users/lookup/cep/{cep}`: 'NNNNN-NNN' or 8 digits, else '* Formato de CEP inválido'. */
export const cepLookupParamsSchema = z.object({ cep: cepSchema });

/** A postal-code answer; `fullAddress` is 'street, district, city, state' (blank parts left out). */
export const cepAddressSchema = z.object({
  /** 'NNNNN-NNN'. */
  postalCode: z.string(),
  street: z.string(),
  district: z.string(),
  city: z.string(),
  /** Two-letter state (UF). */
  state: z.string(),
  fullAddress: z.string(),
});

export const cepLookupResponseSchema = okResponse({
  address: cepAddressSchema,
});

/** `GET /api/users/lookup/geocode?q=<address>`. */
export const geocodeQuerySchema = z.object({
  q: requiredText(v.fullAddressRequired).max(
    GEOCODE_QUERY_MAX_LENGTH,
    v.tooLong,
  ),
});

/** The first match of a free-form address search. */
export const geocodedLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  displayName: z.string(),
});

export const geocodeResponseSchema = okResponse({
  location: geocodedLocationSchema,
});

export type CepLookupParams = z.infer<typeof cepLookupParamsSchema>;
export type CepAddress = z.infer<typeof cepAddressSchema>;
export type CepLookupResponse = z.infer<typeof cepLookupResponseSchema>;
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;
export type GeocodedLocation = z.infer<typeof geocodedLocationSchema>;
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;
