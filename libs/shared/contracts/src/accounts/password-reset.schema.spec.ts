import {
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
} from './password-reset.schema';

const token = 'a'.repeat(43);

const issuesOf = (value: unknown) => {
  const result = passwordResetConfirmBodySchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('password reset schemas', () => {
  it('asks for a well-formed e-mail', () => {
    expect(
      passwordResetRequestBodySchema.safeParse({ email: 'ana@' }).success,
    ).toBe(false);
    expect(
      passwordResetRequestBodySchema.parse({ email: ' Ana@Exemplo.com ' }),
    ).toEqual({ email: 'ana@exemplo.com' });
  });

  it('applies the registration password rules to the new password', () => {
    expect(
      issuesOf({ token, password: 'curta1', confirmPassword: 'curta1' }),
    ).toEqual([
      [
        'password',
        '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
      ],
    ]);
    expect(
      issuesOf({
        token,
        password: 'Segredo123',
        confirmPassword: 'Segredo124',
      }),
    ).toEqual([['confirmPassword', '* As senhas não coincidem']]);
    expect(
      issuesOf({
        token,
        password: 'Segredo123',
        confirmPassword: 'Segredo123',
      }),
    ).toEqual([]);
  });

  it('refuses a malformed token with the invalid-link message', () => {
    expect(
      issuesOf({
        token: 'abc',
        password: 'Segredo123',
        confirmPassword: 'Segredo123',
      }),
    ).toEqual([
      [
        'token',
        'Este link para redefinir a senha é inválido, expirou ou já foi usado. Peça um novo link.',
      ],
    ]);
  });
});
