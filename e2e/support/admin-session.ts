import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminUrl, hostHeader, nodeUrl } from './urls';

/** The demo administrator seeded on first start. */
export const demoAdmin = { email: 'admin@celebra.dev', password: 'Admin1234' };

export type AdminSession = { token: string; id: string };

/** Signs the demo administrator in through the api. */
export async function adminSignIn(
  request: APIRequestContext,
): Promise<AdminSession> {
  const response = await request.post(nodeUrl('/api/admin/login'), {
    headers: hostHeader('admin'),
    data: demoAdmin,
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    token: string;
    admin: { id: number };
  };
  return { token: body.token, id: String(body.admin.id) };
}

/** Headers of an authenticated back-office call from Node. */
export function adminHeaders(session: AdminSession): Record<string, string> {
  return {
    ...hostHeader('admin'),
    authorization: `Bearer ${session.token}`,
    'x-admin-id': session.id,
  };
}

/** Opens `path` of the back office already signed in. */
export async function openAdmin(
  page: Page,
  session: AdminSession,
  path = '/',
): Promise<void> {
  await page.addInitScript(({ token, id }) => {
    localStorage.setItem('adminToken', token);
    localStorage.setItem('adminId', id);
  }, session);
  await page.goto(adminUrl(path));
}

/** Authorization headers of a host, for host calls from Node. */
export function hostAuth(host: {
  token: string;
  id: number;
}): Record<string, string> {
  return {
    ...hostHeader('users'),
    authorization: `Bearer ${host.token}`,
    'x-user-id': String(host.id),
  };
}
