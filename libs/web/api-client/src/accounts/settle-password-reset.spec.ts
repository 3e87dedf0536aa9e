import { ApiError } from '../lib/api-error';
import { settlePasswordReset } from './settle-password-reset';

describe('settlePasswordReset', () => {
  it("hands on the server's message when the call succeeds", async () => {
    await expect(
      settlePasswordReset(Promise.resolve({ message: 'Senha alterada.' })),
    ).resolves.toEqual({ ok: true, message: 'Senha alterada.' });
  });

  it('marks the link refused when the server names the token', async () => {
    const refused = new ApiError('Este link expirou.', {
      status: 400,
      fieldErrors: { token: ['Este link expirou.'] },
    });
    await expect(settlePasswordReset(Promise.reject(refused))).resolves.toEqual(
      { ok: false, message: 'Este link expirou.', linkRefused: true },
    );
  });

  it('keeps the form for any other failure', async () => {
    const weak = new ApiError('Senha fraca.', {
      status: 400,
      fieldErrors: { password: ['Senha fraca.'] },
    });
    await expect(settlePasswordReset(Promise.reject(weak))).resolves.toEqual({
      ok: false,
      message: 'Senha fraca.',
      linkRefused: false,
    });
    await expect(
      settlePasswordReset(Promise.reject(new TypeError('Failed to fetch'))),
    ).resolves.toMatchObject({ ok: false, linkRefused: false });
  });
});
