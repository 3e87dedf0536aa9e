import {
  type CepAddress,
  type CepLookupResponse,
  type GeocodedLocation,
  type GeocodeResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { AppError } from '../../errors/app-error';
import { createSharedCache } from '../../lib/shared-store/shared-cache';
import type { SharedStore } from '../../lib/shared-store/shared-store';
import { createThrottle } from '../../lib/shared-store/throttle';
import { createCachedLoader } from './cached-loader';
import { fetchNominatim } from './nominatim';
import { fetchViaCep } from './viacep';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LookupsServiceOptions {
  viaCepBaseUrl: string;
  nominatimBaseUrl: string;
  /** Sent to both providers; Nominatim requires one that identifies the application. */
  userAgent: string;
  /** Where the caches and the throttle live: Redis (every instance) or this process. */
  shared: SharedStore;
  /** Per upstream request. Default 5 s. */
  timeoutMs?: number;
  /**
   * Least time between two Nominatim requests (of every instance with Redis, else of this
   * process). Default 1.1 s: the policy's one second plus a margin for network jitter.
   */
  geocodeIntervalMs?: number;
}

/** Cache key of a free-form address: case, spacing and Unicode form do not matter. */
export function addressKey(query: string): string {
  return query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Postal codes (ViaCEP, answers kept 30 days) and geocoding (Nominatim, kept 7 days, at most
 * one request per second for all instances sharing a Redis, else for the process). "Not found"
 * is kept one day. Provider failures throw LookupUnavailableError.
 */
export function createLookupsService(options: LookupsServiceOptions) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const { shared } = options;
  const throttle = createThrottle({
    intervalMs: options.geocodeIntervalMs ?? 1100,
    shared,
    name: 'nominatim',
  });

  /** A provider's answers kept `ttlDays` in the shared cache `name`, a "not found" one day. */
  const cachedLookup = <Value>(
    name: string,
    ttlDays: number,
    load: (key: string) => Promise<Value | null>,
  ) =>
    createCachedLoader({
      cache: createSharedCache<Value | null>(shared, {
        name,
        maxEntries: 10_000,
      }),
      ttlMs: ttlDays * DAY_MS,
      missTtlMs: DAY_MS,
      load,
    });
  const client = { userAgent: options.userAgent, timeoutMs };

  const findCep = cachedLookup<CepAddress>('lookup:cep:', 30, (digits) =>
    fetchViaCep(digits, { baseUrl: options.viaCepBaseUrl, ...client }),
  );
  const findAddress = cachedLookup<GeocodedLocation>(
    'lookup:address:',
    7,
    (key) =>
      throttle(() =>
        fetchNominatim(key, { baseUrl: options.nominatimBaseUrl, ...client }),
      ),
  );

  return {
    /** `cep`: 'NNNNN-NNN' or 8 digits. */
    async lookupCep(cep: string): Promise<CepLookupResponse> {
      const address = await findCep(cep.replace(/\D/g, ''));
      if (!address)
        throw new AppError('NOT_FOUND', apiTexts.server.cepNotFound);
      return { success: true, address };
    },

    async geocode(query: string): Promise<GeocodeResponse> {
      const location = await findAddress(addressKey(query));
      if (!location)
        throw new AppError('NOT_FOUND', apiTexts.server.addressNotFound);
      return { success: true, location };
    },
  };
}

export type LookupsService = ReturnType<typeof createLookupsService>;
