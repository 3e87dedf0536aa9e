import {
  type CepLookupResponse,
  type GeocodeResponse,
  messages,
} from '@celebra/contracts';
import { AppError } from '../../errors/app-error';
import { createCachedLoader } from './cached-loader';
import { fetchNominatim } from './nominatim';
import { createThrottle } from './throttle';
import { fetchViaCep } from './viacep';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LookupsServiceOptions {
  viaCepBaseUrl: string;
  nominatimBaseUrl: string;
  /** Sent to both providers; Nominatim requires one that identifies the application. */
  userAgent: string;
  /** Per upstream request. Default 5 s. */
  timeoutMs?: number;
  /**
   * Least time between two Nominatim requests of this process. Default 1.1 s: the policy's one
   * second plus a margin for network jitter.
   */
  geocodeIntervalMs?: number;
}

/** Cache key of a free-form address: case, spacing and Unicode form do not matter. */
export function addressKey(query: string): string {
  return query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Postal codes (ViaCEP, answers kept 30 days) and geocoding (Nominatim, kept 7 days, at most
 * one request per second for the process). "Not found" is kept one day. Provider failures
 * throw LookupUnavailableError.
 */
export function createLookupsService(options: LookupsServiceOptions) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const throttle = createThrottle(options.geocodeIntervalMs ?? 1100);

  const findCep = createCachedLoader({
    ttlMs: 30 * DAY_MS,
    missTtlMs: DAY_MS,
    maxEntries: 10_000,
    load: (digits) =>
      fetchViaCep(digits, {
        baseUrl: options.viaCepBaseUrl,
        userAgent: options.userAgent,
        timeoutMs,
      }),
  });

  const findAddress = createCachedLoader({
    ttlMs: 7 * DAY_MS,
    missTtlMs: DAY_MS,
    maxEntries: 10_000,
    load: (key) =>
      throttle(() =>
        fetchNominatim(key, {
          baseUrl: options.nominatimBaseUrl,
          userAgent: options.userAgent,
          timeoutMs,
        }),
      ),
  });

  return {
    /** `cep`: 'NNNNN-NNN' or 8 digits. */
    async lookupCep(cep: string): Promise<CepLookupResponse> {
      const address = await findCep(cep.replace(/\D/g, ''));
      if (!address)
        throw new AppError('NOT_FOUND', messages.server.cepNotFound);
      return { success: true, address };
    },

    async geocode(query: string): Promise<GeocodeResponse> {
      const location = await findAddress(addressKey(query));
      if (!location)
        throw new AppError('NOT_FOUND', messages.server.addressNotFound);
      return { success: true, location };
    },
  };
}

export type LookupsService = ReturnType<typeof createLookupsService>;
