import { cepLookupParamsSchema, geocodeQuerySchema } from './lookups.schema';

describe('cepLookupParamsSchema', () => {
  it.each(['01001-000', '01001000', ' 01001-000 '])(
    'reads %p as 01001-000',
    (cep) => {
      expect(cepLookupParamsSchema.parse({ cep })).toEqual({
        cep: '01001-000',
      });
    },
  );

  it.each(['0100-1000', '1234', 'abcde-fgh', '010010000'])(
    "refuses %p with '* Formato de CEP inválido'",
    (cep) => {
      expect(
        cepLookupParamsSchema.safeParse({ cep }).error?.issues[0]?.message,
      ).toBe('* Formato de CEP inválido');
    },
  );
});

describe('geocodeQuerySchema', () => {
  it('asks for an address when q is blank', () => {
    expect(
      geocodeQuerySchema.safeParse({ q: '  ' }).error?.issues[0]?.message,
    ).toBe('* Campo Endereço é obrigatório');
  });
});
