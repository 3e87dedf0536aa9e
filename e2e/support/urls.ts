/** Ports of the stack the e2e webServer starts (kept apart from `npm start`'s 8080/3000). */
export const e2ePort = Number(process.env.E2E_PORT || 8090);
export const e2eApiPort = Number(process.env.E2E_API_PORT || 3090);

export type HostPrefix = 'users' | 'site' | 'admin';

function withSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** Browser URL on `<prefix>.localhost` (Chromium resolves *.localhost to loopback). */
export function edgeUrl(prefix: string, path = '/'): string {
  return `http://${prefix}.localhost:${e2ePort}${withSlash(path)}`;
}

export const usersUrl = (path = '/') => edgeUrl('users', path);
export const siteUrl = (path = '/') => edgeUrl('site', path);
export const adminUrl = (path = '/') => edgeUrl('admin', path);

/**
 * For calls from Node (Playwright's `request`, fetch): Node does not resolve
 * *.localhost, so go to 127.0.0.1 and name the site in the Host header.
 */
export function nodeUrl(path: string): string {
  return `http://127.0.0.1:${e2ePort}${withSlash(path)}`;
}

export function hostHeader(prefix: HostPrefix = 'users'): { host: string } {
  return { host: `${prefix}.localhost:${e2ePort}` };
}
