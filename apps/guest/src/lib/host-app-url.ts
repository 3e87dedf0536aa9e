/**
 * The host app (where a couple creates their site) on the same domain as this site:
 * `site.celebra.com.br` → `users.celebra.com.br`, keeping the protocol and port.
 */
export const hostAppUrl = (
  location: Pick<Location, 'protocol' | 'hostname' | 'port'>,
  path = '/',
): string => {
  const domain = location.hostname.replace(/^site\./i, '');
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//users.${domain}${port}${path}`;
};
