import { createQueryKeys, isApiError } from '@celebra/api-client';
import { guestApiClient } from '../../../lib/api-client';
import type {
  GetPublicEventResponse,
  SitePasswordRequiredResponse,
} from '@celebra/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteAccessHeadersFor } from '../../../lib/site-access';

export const eventKeys = createQueryKeys('public-event');

/**
 * `GET /guests/event/{slug}` with this tab's site access token. The api-client's
 * `getPublicEvent` parses with the full zod contract (~25 KB gzip); the public site trusts
 * the typed answer instead to stay small.
 */
export const getEvent = (slug: string, signal?: AbortSignal) =>
  guestApiClient.request<GetPublicEventResponse>({
    method: 'GET',
    path: `/guests/event/${encodeURIComponent(slug)}`,
    mode: 'none',
    headers: siteAccessHeadersFor(slug),
    signal,
  });

export const eventQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: eventKeys.detail(slug),
    queryFn: ({ signal }) => getEvent(slug, signal),
    staleTime: 60_000,
  });

export const useEvent = (slug: string | null) =>
  useQuery({
    ...eventQueryOptions(slug ?? ''),
    enabled: slug !== null,
  });

export type SitePasswordGate = SitePasswordRequiredResponse['event'];

/** Title and colour of a site that asks for its password, when `error` is that 401; else null. */
export const sitePasswordGateOf = (error: unknown): SitePasswordGate | null => {
  if (!isApiError(error) || error.status !== 401) return null;
  const body = error.body;
  if (typeof body !== 'object' || body === null) return null;
  if (!('passwordRequired' in body) || body.passwordRequired !== true)
    return null;
  if (!('event' in body) || typeof body.event !== 'object' || !body.event)
    return null;
  const { title, color } = body.event as Record<string, unknown>;
  return typeof title === 'string' && typeof color === 'string'
    ? { title, color }
    : null;
};
