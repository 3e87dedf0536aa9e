import { SITE_ACCESS_HEADER } from '@celebra/contracts';

/** The X-Site-Access header of a password-protected site, when there is a token. */
export const siteAccessHeaders = (
  accessToken: string | null | undefined,
): Record<string, string> | undefined =>
  accessToken ? { [SITE_ACCESS_HEADER]: accessToken } : undefined;
