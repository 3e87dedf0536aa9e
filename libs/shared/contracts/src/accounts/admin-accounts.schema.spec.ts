import {
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminMeResponseSchema,
} from './admin-accounts.schema';

describe('adminLoginBodySchema', () => {
  it('gives the admin login messages', () => {
    const result = adminLoginBodySchema.safeParse({ email: 'x', password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      '* Formato de e-mail inválido',
      '* Senha inválida',
    ]);
  });
});

describe('adminLoginResponseSchema', () => {
  it('carries the admin id and first name', () => {
    expect(
      adminLoginResponseSchema.parse({
        success: true,
        message: 'ok',
        token: 't',
        admin: { id: 1, firstName: 'Admin', email: 'hidden@x.com' },
      }).admin,
    ).toEqual({ id: 1, firstName: 'Admin' });
  });
});

describe('adminMeResponseSchema', () => {
  it('never passes a password hash on', () => {
    const parsed = adminMeResponseSchema.parse({
      success: true,
      admin: {
        id: 1,
        firstName: 'Admin',
        lastName: '',
        email: 'admin@celebra.dev',
        passwordHash: 'secret',
      },
    });
    expect(Object.keys(parsed.admin).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'lastName',
    ]);
  });
});
