import { createApiClient } from '../../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../../lib/test-helpers';
import { getCurrentAdmin } from './get-current-admin';
import { loginAdmin } from './login-admin';
import { logoutAdmin } from './logout-admin';

const setup = (body: unknown) => {
  const fetch = fakeFetch(() => fakeResponse(200, body));
  const client = createApiClient({
    storage: memoryStorage({ adminToken: 'adm', adminId: '1' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

describe('admin session calls', () => {
  it('loginAdmin posts without auth and parses the admin', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'ok',
      token: 't',
      admin: { id: 1, firstName: 'Admin' },
    });
    const answer = await loginAdmin(
      { email: 'admin@celebra.dev', password: 'x' },
      client,
    );
    expect(answer.admin).toEqual({ id: 1, firstName: 'Admin' });
    expect(calls[0].url).toBe('/api/admin/login');
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
  });

  it('getCurrentAdmin sends X-Admin-Id', async () => {
    const admin = {
      id: 1,
      firstName: 'Admin',
      lastName: '',
      email: 'admin@celebra.dev',
    };
    const { client, calls } = setup({ success: true, admin });
    await expect(getCurrentAdmin(client)).resolves.toEqual({
      success: true,
      admin,
    });
    expect(calls[0].url).toBe('/api/admin/me');
    expect(calls[0].init.headers).toMatchObject({
      Authorization: 'Bearer adm',
      'X-Admin-Id': '1',
    });
  });

  it('logoutAdmin posts with the admin session', async () => {
    const { client, calls } = setup({ success: true });
    await logoutAdmin(client);
    expect(calls[0].url).toBe('/api/admin/logout');
    expect(calls[0].init.method).toBe('POST');
  });
});
