import {
  adminServiceBodySchema,
  adminServiceTypeBodySchema,
} from './admin-services.schema';

const fieldErrorsOf = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('adminServiceBodySchema', () => {
  it('requires every field', () => {
    expect(fieldErrorsOf(adminServiceBodySchema.safeParse({}))).toEqual({
      name: '* Campo obrigatório',
      description: '* Campo obrigatório',
      price: '* Campo obrigatório',
      type: '* Campo obrigatório',
      active: '* Campo obrigatório',
      quantity: '* Campo obrigatório',
    });
  });

  it('says a negative quantity or price, or an unknown type, is invalid', () => {
    expect(
      fieldErrorsOf(
        adminServiceBodySchema.safeParse({
          name: 'Fotos',
          description: '+20',
          price: -1,
          type: 'VIP',
          active: true,
          quantity: -2,
        }),
      ),
    ).toEqual({
      price: 'Valor inválido',
      type: 'Valor inválido',
      quantity: 'Valor inválido',
    });
  });

  it('accepts a free package', () => {
    expect(
      adminServiceBodySchema.parse({
        name: 'Extra',
        description: 'Grátis',
        price: 0,
        type: 'EXTRA',
        active: false,
        quantity: 0,
      }),
    ).toMatchObject({ price: 0, quantity: 0, active: false });
  });
});

describe('adminServiceTypeBodySchema', () => {
  it('refuses a negative included quantity', () => {
    expect(
      fieldErrorsOf(
        adminServiceTypeBodySchema.safeParse({
          name: 'Fotos',
          description: 'Galeria',
          includedQuantity: -1,
          active: true,
        }),
      ),
    ).toEqual({ includedQuantity: 'Valor inválido' });
  });
});
