import { z } from 'zod';
import { maskCep, maskPhone } from '@celebra/format';
import {
  cepSchema,
  centsSchema,
  colorSchema,
  emailSchema,
  eventKindSchema,
  idSchema,
  makeCalendarDateSchema,
  makeEmailSchema,
  makePhoneSchema,
  makePositiveCentsSchema,
  makeTimeOfDaySchema,
  multiLineString,
  okResponse,
  paginationQuerySchema,
  payoutStatusSchema,
  phoneSchema,
  positiveCentsSchema,
  requiredMultiLineText,
  requiredText,
  serviceTypeSchema,
  singleLineString,
  slugSchema,
  successResponseSchema,
} from './common.schema';
import { DEFAULT_EVENT_COLOR } from './constants';

function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => issue.message);
}

describe('idSchema', () => {
  it('coerces path and query strings to positive integers', () => {
    expect(idSchema.parse('12')).toBe(12);
    expect(idSchema.parse(7)).toBe(7);
  });

  it.each(['0', '-1', '1.5', 'abc', '', 2_147_483_648])(
    'rejects %p',
    (input) => {
      expect(issuesOf(idSchema, input)).toContain('Identificador inválido.');
    },
  );
});

describe('centsSchema and positiveCentsSchema', () => {
  it('accepts integer centavos', () => {
    expect(centsSchema.parse(0)).toBe(0);
    expect(centsSchema.parse(123456)).toBe(123456);
    expect(positiveCentsSchema.parse(1)).toBe(1);
  });

  it("rejects fractions, negatives, strings and unsafe integers with 'Valor inválido'", () => {
    for (const input of [
      1.5,
      -1,
      '100',
      Number.MAX_SAFE_INTEGER + 1,
      Number.NaN,
    ]) {
      expect(issuesOf(centsSchema, input)[0]).toBe('Valor inválido');
    }
    expect(issuesOf(positiveCentsSchema, 0)).toEqual(['Valor inválido']);
  });

  it('refuses a typed amount beyond a PostgreSQL integer (it would fail in the database)', () => {
    expect(positiveCentsSchema.parse(2_147_483_647)).toBe(2_147_483_647);
    expect(issuesOf(positiveCentsSchema, 2_147_483_648)).toEqual([
      'Valor inválido',
    ]);
  });

  it('uses the given message for a domain field', () => {
    const price = makePositiveCentsSchema('* O preço deve ser maior que zero');
    expect(issuesOf(price, 0)).toEqual(['* O preço deve ser maior que zero']);
    expect(issuesOf(price, undefined)).toEqual([
      '* O preço deve ser maior que zero',
    ]);
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Ana.Souza@Example.COM ')).toBe(
      'ana.souza@example.com',
    );
  });

  it("says '* Campo obrigatório' for a missing or blank e-mail, and only that", () => {
    expect(issuesOf(emailSchema, '')).toEqual(['* Campo obrigatório']);
    expect(issuesOf(emailSchema, '   ')).toEqual(['* Campo obrigatório']);
    expect(issuesOf(emailSchema, undefined)).toEqual(['* Campo obrigatório']);
  });

  it.each([
    'ana',
    'ana@',
    'ana@example',
    'ana@example.c',
    'ana@example.comercial',
    'a na@example.com',
  ])("says '* Formato de e-mail inválido' for %p", (input) => {
    expect(issuesOf(emailSchema, input)).toEqual([
      '* Formato de e-mail inválido',
    ]);
  });

  it('takes the guest-form messages', () => {
    const guestEmail = makeEmailSchema({
      required: '* E-mail obrigatório',
      invalid: '* E-mail inválido',
    });
    expect(issuesOf(guestEmail, '')).toEqual(['* E-mail obrigatório']);
    expect(issuesOf(guestEmail, 'ana@')).toEqual(['* E-mail inválido']);
  });
});

describe('phoneSchema', () => {
  it('accepts the masked mobile and landline forms', () => {
    expect(phoneSchema.parse('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(phoneSchema.parse(' (21) 3456-7890 ')).toBe('(21) 3456-7890');
  });

  it('accepts whatever the phone mask completes', () => {
    expect(phoneSchema.safeParse(maskPhone('11987654321')).success).toBe(true);
    expect(phoneSchema.safeParse(maskPhone('2134567890')).success).toBe(true);
  });

  it("says '* Telefone obrigatório' when empty", () => {
    expect(issuesOf(phoneSchema, '')).toEqual(['* Telefone obrigatório']);
    expect(issuesOf(phoneSchema, undefined)).toEqual([
      '* Telefone obrigatório',
    ]);
  });

  it.each([
    '11987654321',
    '(11) 9876-543',
    '(11)98765-4321',
    maskPhone('119876'),
  ])("says '* Telefone inválido' for %p", (input) => {
    expect(issuesOf(phoneSchema, input)).toEqual(['* Telefone inválido']);
  });

  it('takes the registration message', () => {
    const registrationPhone = makePhoneSchema({
      required: '* Campo obrigatório',
      invalid: '* Formato de telefone inválido',
    });
    expect(issuesOf(registrationPhone, '1199')).toEqual([
      '* Formato de telefone inválido',
    ]);
  });
});

describe('cepSchema', () => {
  it('accepts 5 digits, an optional hyphen and 3 digits, stored with the hyphen', () => {
    expect(cepSchema.parse('01310-100')).toBe('01310-100');
    expect(cepSchema.parse('01310100')).toBe('01310-100');
    expect(cepSchema.parse(maskCep('01310100'))).toBe('01310-100');
  });

  it("says '* Campo CEP é obrigatório' when empty", () => {
    expect(issuesOf(cepSchema, ' ')).toEqual(['* Campo CEP é obrigatório']);
  });

  it.each(['0131-0100', '01310-10', '013101000', 'abcde-fgh'])(
    "says '* Formato de CEP inválido' for %p",
    (input) => {
      expect(issuesOf(cepSchema, input)).toEqual(['* Formato de CEP inválido']);
    },
  );

  it('encodes a stored CEP unchanged (usable in response schemas)', () => {
    expect(z.encode(cepSchema, '01310-100')).toBe('01310-100');
  });
});

describe('slugSchema', () => {
  it('trims and lower-cases', () => {
    expect(slugSchema.parse('  Ana-E-Joao-2025 ')).toBe('ana-e-joao-2025');
  });

  it("says 'O link do evento não pode ser vazio.' when blank", () => {
    expect(issuesOf(slugSchema, '   ')).toEqual([
      'O link do evento não pode ser vazio.',
    ]);
    expect(issuesOf(slugSchema, undefined)).toEqual([
      'O link do evento não pode ser vazio.',
    ]);
  });

  it('limits the length to 3–60 characters', () => {
    expect(issuesOf(slugSchema, 'ab')).toEqual([
      'O link deve ter entre 3 e 60 caracteres.',
    ]);
    expect(issuesOf(slugSchema, 'a'.repeat(61))).toEqual([
      'O link deve ter entre 3 e 60 caracteres.',
    ]);
    expect(slugSchema.safeParse('a'.repeat(60)).success).toBe(true);
  });

  it.each(['ana joao', 'ana_joao', '-ana', 'ana-', 'ana--joao', 'joão'])(
    'rejects %p',
    (input) => {
      expect(issuesOf(slugSchema, input)).toEqual([
        'O link pode ter apenas letras minúsculas, números e hífens (sem hífen no início ou no fim).',
      ]);
    },
  );
});

describe('requiredText', () => {
  it("says '* Campo obrigatório' by default for blank text, and trims", () => {
    expect(issuesOf(requiredText(), '  ')).toEqual(['* Campo obrigatório']);
    expect(issuesOf(requiredText(), undefined)).toEqual([
      '* Campo obrigatório',
    ]);
    expect(requiredText().parse(' Casamento ')).toBe('Casamento');
  });

  it('takes a field message', () => {
    expect(issuesOf(requiredText('* Nome obrigatório'), '')).toEqual([
      '* Nome obrigatório',
    ]);
  });
});

describe('calendar dates and times of day', () => {
  const date = makeCalendarDateSchema('* Campo Data é obrigatório');
  const time = makeTimeOfDaySchema('* Campo Horário de Início é obrigatório');

  it('accept real days and 24 h times', () => {
    expect(date.parse('2024-02-29')).toBe('2024-02-29');
    expect(time.parse('23:59')).toBe('23:59');
  });

  it('say the field message when empty', () => {
    expect(issuesOf(date, '')).toEqual(['* Campo Data é obrigatório']);
    expect(issuesOf(time, '')).toEqual([
      '* Campo Horário de Início é obrigatório',
    ]);
  });

  it('reject impossible values', () => {
    expect(issuesOf(date, '2023-02-29')).toEqual(['Data inválida.']);
    expect(issuesOf(date, '10/05/2024')).toEqual(['Data inválida.']);
    expect(issuesOf(time, '24:00')).toEqual(['Horário inválido.']);
    expect(issuesOf(time, '9:30')).toEqual(['Horário inválido.']);
  });
});

describe('paginationQuerySchema', () => {
  it('defaults to page 1 of 20', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('coerces query strings', () => {
    expect(paginationQuerySchema.parse({ page: '3', limit: '50' })).toEqual({
      page: 3,
      limit: 50,
    });
  });

  it.each([
    { page: '0' },
    { limit: '0' },
    { limit: '101' },
    { page: 'x' },
    { page: '1.5' },
  ])('rejects %p', (query) => {
    expect(issuesOf(paginationQuerySchema, query)).toEqual([
      'Paginação inválida.',
    ]);
  });
});

describe('colorSchema and enums', () => {
  it('accepts a preset colour', () => {
    expect(colorSchema.parse(DEFAULT_EVENT_COLOR)).toBe(DEFAULT_EVENT_COLOR);
  });

  it("says '* Campo obrigatório' for a missing colour and a clear text for another colour", () => {
    expect(issuesOf(colorSchema, '')).toEqual(['* Campo obrigatório']);
    expect(issuesOf(colorSchema, '#123456')).toEqual([
      'Selecione uma das cores disponíveis.',
    ]);
  });

  it('derives the enums from the constants', () => {
    expect(eventKindSchema.options).toEqual(['in-person', 'virtual']);
    expect(issuesOf(eventKindSchema, undefined)).toEqual([
      '* Campo Tipo do Evento é obrigatório',
    ]);
    expect(serviceTypeSchema.safeParse('VIDEO').success).toBe(true);
    expect(issuesOf(payoutStatusSchema, 'pending')).toEqual(['Valor inválido']);
  });
});

describe('response envelopes', () => {
  it('successResponseSchema wants success true', () => {
    expect(successResponseSchema.parse({ success: true })).toEqual({
      success: true,
    });
    expect(successResponseSchema.safeParse({ success: false }).success).toBe(
      false,
    );
  });

  it('okResponse adds the payload and strips unknown keys', () => {
    const schema = okResponse({ token: z.string(), id: idSchema });
    expect(
      schema.parse({
        success: true,
        message: 'ok',
        token: 't',
        id: 3,
        password: 'x',
      }),
    ).toEqual({
      success: true,
      message: 'ok',
      token: 't',
      id: 3,
    });
    expect(schema.safeParse({ success: true, token: 't' }).success).toBe(false);
  });
});

describe('single-line and multi-line texts', () => {
  const oneLine =
    'Use uma só linha, sem quebras de linha nem caracteres de controle.';
  const hidden =
    'O texto tem caracteres de controle invisíveis. Apague-os e tente de novo.';
  const controls = [
    'a\rb',
    'a\nb',
    'a\r\nb',
    'a\u0000b',
    'a\u001bb',
    'a\u007fb',
    'a\u0085b',
    'a\u009fb',
    'a\u2028b',
    'a\u2029b',
    'a\tb',
  ];

  it.each(controls)('a one-line text refuses %j', (text) => {
    expect(issuesOf(requiredText(), text)).toEqual([oneLine]);
    expect(issuesOf(singleLineString(), text)).toEqual([oneLine]);
  });

  it('a one-line text keeps accents, emoji and outer spaces trimmed', () => {
    expect(requiredText().parse('  Chá da Luísa 🎉 ')).toBe('Chá da Luísa 🎉');
  });

  it('a text of several lines keeps LF, CR and tab but refuses the other controls', () => {
    expect(requiredMultiLineText().parse('Oi\r\ntudo\tbem?\n')).toBe(
      'Oi\r\ntudo\tbem?',
    );
    for (const text of ['a\u0000b', 'a\u001bb', 'a\u0085b', 'a\u2028b'])
      expect(issuesOf(multiLineString(), text)).toEqual([hidden]);
  });
});
