import {
  listAdminUsersQuerySchema,
  updateAdminUserBodySchema,
} from './admin-users.schema';

const form = {
  firstName: 'Lia',
  lastName: 'Reis',
  email: 'Lia@Example.com',
  phoneNumber: '(11) 98765-4321',
};

describe('updateAdminUserBodySchema', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    [false, false],
    [0, false],
    ['0', false],
  ])('reads active %p as %p', (active, expected) => {
    expect(updateAdminUserBodySchema.parse({ ...form, active }).active).toBe(
      expected,
    );
  });

  it('lower-cases the e-mail', () => {
    expect(updateAdminUserBodySchema.parse({ ...form, active: 1 }).email).toBe(
      'lia@example.com',
    );
  });

  it('gives the guest-form messages', () => {
    const result = updateAdminUserBodySchema.safeParse({
      active: 'talvez',
      email: 'lia',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      '* Nome obrigatório',
      '* Sobrenome obrigatório',
      '* E-mail inválido',
      '* Telefone obrigatório',
      'Valor inválido',
    ]);
  });
});

describe('listAdminUsersQuerySchema', () => {
  it('defaults to the first page of 20', () => {
    expect(listAdminUsersQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });
});
