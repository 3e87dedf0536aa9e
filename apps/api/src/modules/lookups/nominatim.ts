import type { GeocodedLocation } from '@celebra/contracts';
import { z } from 'zod';
import { fetchJson } from './fetch-json';
import { LookupUnavailableError } from './lookup-unavailable-error';

const PROVIDER = 'Nominatim';

/** Nominatim's search answer: an array; lat/lon are strings. */
const nominatimAnswerSchema = z.array(
  z.object({
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
    display_name: z.string().default(''),
  }),
);

export interface NominatimOptions {
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
}

/** Free-form search limited to Brazil: the first match, null when nothing matches. */
export async function fetchNominatim(
  query: string,
  { baseUrl, userAgent, timeoutMs }: NominatimOptions,
): Promise<GeocodedLocation | null> {
  const url = new URL(`${baseUrl}/search`);
  url.search = new URLSearchParams({
    q: query,
    format: 'jsonv2',
    limit: '1',
    countrycodes: 'br',
    addressdetails: '1',
  }).toString();
  const { status, body } = await fetchJson(url.toString(), {
    provider: PROVIDER,
    headers: { 'user-agent': userAgent, 'accept-language': 'pt-BR' },
    timeoutMs,
  });
  if (status !== 200)
    throw new LookupUnavailableError(PROVIDER, `HTTP ${status}`);
  const answer = nominatimAnswerSchema.safeParse(body);
  if (!answer.success)
    throw new LookupUnavailableError(PROVIDER, 'unexpected answer');
  const [first] = answer.data;
  if (!first) return null;
  return {
    latitude: first.lat,
    longitude: first.lon,
    displayName: first.display_name,
  };
}
