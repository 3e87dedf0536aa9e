import { confirmAdminPasswordReset } from '../admin/accounts/confirm-admin-password-reset';
import { requestAdminPasswordReset } from '../admin/accounts/request-admin-password-reset';
import { ApiError } from '../lib/api-error';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { confirmUserPasswordReset } from './confirm-user-password-reset';
import { requestUserPasswordReset } from './request-user-password-reset';

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    storage: memoryStorage({}),
    onUnauthorized,
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls, onUnauthorized };
};

const token = 'a'.repeat(43);
const newPassword = { password: 'NovaSenha99', confirmPassword: 'NovaSenha99' };

describe('password reset calls', () => {
  it.each([
    ['users', requestUserPasswordReset],
    ['admin', requestAdminPasswordReset],
  ] as const)(
    'posts the e-mail to /api/%s/password-reset without credentials',
    async (scope, call) => {
      const { client, calls } = setup({ success: true, message: 'ok' });
      await expect(call({ email: 'ana@example.com' }, client)).resolves.toEqual(
        { success: true, message: 'ok' },
      );
      expect(calls[0].url).toBe(`/api/${scope}/password-reset`);
      expect(calls[0].init.method).toBe('POST');
      expect(calls[0].init.headers).not.toHaveProperty('Authorization');
      expect(JSON.parse(String(calls[0].init.body))).toEqual({
        email: 'ana@example.com',
      });
    },
  );

  it.each([
    ['users', confirmUserPasswordReset],
    ['admin', confirmAdminPasswordReset],
  ] as const)(
    'posts the token and the new password to /api/%s/password-reset/confirm',
    async (scope, call) => {
      const { client, calls } = setup({ success: true, message: 'feito' });
      await expect(call({ token, ...newPassword }, client)).resolves.toEqual({
        success: true,
        message: 'feito',
      });
      expect(calls[0].url).toBe(`/api/${scope}/password-reset/confirm`);
      expect(JSON.parse(String(calls[0].init.body))).toEqual({
        token,
        ...newPassword,
      });
    },
  );

  it('throws the server message and the token field error for a used link', async () => {
    const { client, onUnauthorized } = setup(
      {
        success: false,
        message: 'Link inválido.',
        fieldErrors: { token: ['Link inválido.'] },
      },
      400,
    );
    const error = await confirmUserPasswordReset(
      { token, ...newPassword },
      client,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Link inválido.',
      fieldErrors: { token: ['Link inválido.'] },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
