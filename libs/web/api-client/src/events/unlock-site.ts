import type { UnlockSiteBody, UnlockSiteResponse } from '@celebra/contracts';
import { apiClient, type ApiClient } from '../lib/create-api-client';

/**
 * `POST /guests/event/{slug}/unlock` (public, typed, not parsed): the access token of a
 * password-protected site (keep it with `siteAccess.save`); 401 'Senha incorreta.', 429 after
 * too many attempts.
 */
export const unlockSite = (
  slug: string,
  body: UnlockSiteBody,
  client: ApiClient = apiClient,
) =>
  client.request<UnlockSiteResponse>({
    method: 'POST',
    path: `/guests/event/${encodeURIComponent(slug)}/unlock`,
    mode: 'none',
    body,
  });
