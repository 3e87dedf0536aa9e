/** The React app builds the edge serves, keyed by the first label of the Host name. */
export const siteByHostPrefix = {
  users: 'host',
  site: 'guest',
  admin: 'admin',
} as const;

export type SiteName = (typeof siteByHostPrefix)[keyof typeof siteByHostPrefix];

/** `users.localhost` and `users.celebra.com.br` both select the host app. */
export function siteForHostname(hostname: string): SiteName | undefined {
  const [prefix = '', ...rest] = hostname.toLowerCase().split('.');
  if (rest.length === 0 || !Object.hasOwn(siteByHostPrefix, prefix))
    return undefined;
  return siteByHostPrefix[prefix as keyof typeof siteByHostPrefix];
}
