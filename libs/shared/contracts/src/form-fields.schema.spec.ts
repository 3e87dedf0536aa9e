import {
  formBooleanSchema,
  formIdSchema,
  makeFormIntegerSchema,
} from './form-fields.schema';

const price = makeFormIntegerSchema({
  required: 'obrigatório',
  invalid: 'inválido',
  min: 1,
});

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('makeFormIntegerSchema', () => {
  it('reads numbers and the digits of a form field', () => {
    expect(price.parse(1990)).toBe(1990);
    expect(price.parse('1990')).toBe(1990);
    expect(price.parse(' 25 ')).toBe(25);
  });

  it.each([undefined, null, '', '   '])('says %p is required', (input) => {
    expect(messageOf(price.safeParse(input))).toBe('obrigatório');
  });

  it.each(['abc', '12.5', 12.5, '1e3', '0x10', 0, '-3', true])(
    'refuses %p as invalid',
    (input) => {
      expect(messageOf(price.safeParse(input))).toBe('inválido');
    },
  );

  it('refuses values beyond a PostgreSQL integer', () => {
    expect(messageOf(price.safeParse(2_147_483_648))).toBe('Valor inválido');
  });
});

describe('formIdSchema', () => {
  it('gives the required and invalid id messages', () => {
    expect(formIdSchema.parse('12')).toBe(12);
    expect(messageOf(formIdSchema.safeParse(''))).toBe('* Campo obrigatório');
    expect(messageOf(formIdSchema.safeParse('x'))).toBe(
      'Identificador inválido.',
    );
  });
});

describe('formBooleanSchema', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    [' TRUE ', true],
  ])('reads %p as %p', (input, expected) => {
    expect(formBooleanSchema.parse(input)).toBe(expected);
  });

  it('refuses other values', () => {
    expect(messageOf(formBooleanSchema.safeParse('sim'))).toBe(
      'Valor inválido',
    );
    expect(messageOf(formBooleanSchema.safeParse(1))).toBe('Valor inválido');
    expect(messageOf(formBooleanSchema.safeParse(''))).toBe(
      '* Campo obrigatório',
    );
  });
});
