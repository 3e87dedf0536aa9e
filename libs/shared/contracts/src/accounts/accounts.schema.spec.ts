import { z } from 'zod';
import {
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
  registerEventTypeStepSchema,
  registerStep1Schema,
  registerStep2Schema,
  registerStep3Schema,
} from './accounts.schema';

function fieldIssues(
  schema: z.ZodType,
  input: unknown,
): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (issues[issue.path.join('.') || '_'] ??= []).push(issue.message);
  }
  return issues;
}

const validRegistration = {
  eventType: 1,
  event: 2,
  title: 'Ana & João',
  subtitle: 'Nosso casamento',
  slug: 'ana-e-joao',
  giftList: [1, 2, 3, 4],
  firstName: 'Ana',
  lastName: 'Souza',
  phoneNumber: '(11) 98765-4321',
  email: 'ana@example.com',
  password: 'senha1234',
  confirmPassword: 'senha1234',
};

describe('loginBodySchema', () => {
  it('accepts a login and normalises the e-mail', () => {
    expect(
      loginBodySchema.parse({ email: ' Ana@Example.com ', password: 'x' }),
    ).toEqual({ email: 'ana@example.com', password: 'x' });
  });

  it('gives the spec messages for a missing or malformed e-mail and a missing password', () => {
    expect(fieldIssues(loginBodySchema, {})).toEqual({
      email: ['* Campo obrigatório'],
      password: ['* Senha inválida'],
    });
    expect(
      fieldIssues(loginBodySchema, { email: 'ana@', password: '' }),
    ).toEqual({
      email: ['* Formato de e-mail inválido'],
      password: ['* Senha inválida'],
    });
  });
});

describe('registerBodySchema', () => {
  it('accepts the registration data, coercing ids chosen in selects', () => {
    const parsed = registerBodySchema.parse({
      ...validRegistration,
      eventType: '1',
      event: '2',
      giftList: ['1', '2', '3', '4'],
      slug: ' Ana-E-Joao ',
    });
    expect(parsed.eventType).toBe(1);
    expect(parsed.giftList).toEqual([1, 2, 3, 4]);
    expect(parsed.slug).toBe('ana-e-joao');
  });

  it('takes the event date when given and leaves it out when blank', () => {
    expect(
      registerBodySchema.parse({
        ...validRegistration,
        eventDate: '2027-05-20',
      }).eventDate,
    ).toBe('2027-05-20');
    for (const eventDate of [undefined, null, '', '  ']) {
      expect(
        registerBodySchema.parse({ ...validRegistration, eventDate }).eventDate,
      ).toBeUndefined();
    }
  });

  it('refuses an event date that is not a real calendar date', () => {
    for (const eventDate of ['2027-02-30', '20/05/2027', 'amanhã']) {
      expect(
        fieldIssues(registerBodySchema, { ...validRegistration, eventDate }),
      ).toEqual({ eventDate: ['Data inválida.'] });
    }
  });

  it('asks for an event type', () => {
    expect(
      fieldIssues(registerBodySchema, {
        ...validRegistration,
        eventType: undefined,
      }),
    ).toEqual({
      eventType: ['Por favor, selecione um tipo de evento para continuar.'],
    });
  });

  it('requires category, title, subtitle, slug, first and last name', () => {
    expect(
      fieldIssues(registerBodySchema, {
        ...validRegistration,
        event: '',
        title: '  ',
        subtitle: undefined,
        firstName: '',
        lastName: '',
      }),
    ).toEqual({
      event: ['* Campo obrigatório'],
      title: ['* Campo obrigatório'],
      subtitle: ['* Campo obrigatório'],
      firstName: ['* Campo obrigatório'],
      lastName: ['* Campo obrigatório'],
    });
    expect(
      fieldIssues(registerBodySchema, { ...validRegistration, slug: '' }),
    ).toEqual({ slug: ['O link do evento não pode ser vazio.'] });
  });

  it('needs four distinct gifts and says how many more are missing', () => {
    for (const [giftList, message] of [
      [[], 'Necessário selecionar mais 4 presentes para continuar.'],
      [undefined, 'Necessário selecionar mais 4 presentes para continuar.'],
      [[1, 2], 'Necessário selecionar mais 2 presentes para continuar.'],
      [[1, 2, 3], 'Necessário selecionar mais 1 presente para continuar.'],
      [[1, 1, 2, 3], 'Necessário selecionar mais 1 presente para continuar.'],
    ] as const) {
      expect(
        fieldIssues(registerBodySchema, { ...validRegistration, giftList }),
      ).toEqual({ giftList: [message] });
    }
  });

  it('checks phone, e-mail and password formats', () => {
    expect(
      fieldIssues(registerBodySchema, {
        ...validRegistration,
        phoneNumber: '11987654321',
        email: 'ana.example.com',
        password: 'abcdefgh',
        confirmPassword: 'abcdefgh',
      }),
    ).toEqual({
      phoneNumber: ['* Formato de telefone inválido'],
      email: ['* Formato de e-mail inválido'],
      password: [
        '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
      ],
    });
  });

  it.each(['abc123', '12345678', 'abcd 1234', 'abcd-1234'])(
    'refuses the password %p',
    (password) => {
      expect(
        fieldIssues(registerBodySchema, {
          ...validRegistration,
          password,
          confirmPassword: password,
        }).password,
      ).toEqual([
        '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
      ]);
    },
  );

  it('requires the confirmation to match', () => {
    expect(
      fieldIssues(registerBodySchema, {
        ...validRegistration,
        confirmPassword: 'senha12345',
      }),
    ).toEqual({ confirmPassword: ['* As senhas não coincidem'] });
  });
});

describe('wizard step schemas', () => {
  it('each checks only its own fields', () => {
    expect(
      registerEventTypeStepSchema.safeParse({ eventType: 3 }).success,
    ).toBe(true);
    expect(
      registerStep1Schema.safeParse({
        event: 2,
        title: 'T',
        subtitle: 'S',
        slug: 'abc',
      }).success,
    ).toBe(true);
    expect(
      registerStep2Schema.safeParse({ giftList: [5, 6, 7, 8] }).success,
    ).toBe(true);
  });

  it('step 3 checks the account data and the confirmation', () => {
    expect(
      fieldIssues(registerStep3Schema, {
        firstName: 'Ana',
        lastName: 'Souza',
        phoneNumber: '(11) 98765-4321',
        email: 'ana@example.com',
        password: 'senha1234',
        confirmPassword: 'outra1234',
      }),
    ).toEqual({ confirmPassword: ['* As senhas não coincidem'] });
  });
});

describe('response schemas', () => {
  it('login answers a token and the numeric id', () => {
    expect(
      loginResponseSchema.safeParse({
        success: true,
        message: 'ok',
        token: 't',
        id: 4,
      }).success,
    ).toBe(true);
    expect(
      loginResponseSchema.safeParse({ success: true, message: 'ok', id: 4 })
        .success,
    ).toBe(false);
  });

  it('me names the user in snake case and strips unknown fields', () => {
    const parsed = meResponseSchema.parse({
      success: true,
      user: {
        id: 1,
        first_name: 'Ana',
        last_name: 'Souza',
        email: 'ana@example.com',
        phone_number: '(11) 98765-4321',
        passwordHash: 'secret',
      },
      event: {
        id: 1,
        slug: 'ana',
        title: 'T',
        subtitle: 'S',
        titleDescription: '',
        description: '',
        color: '#c2185b',
        theme: 'classico',
        avatarUrl: null,
        bannerUrl: null,
      },
      events: [{ id: 1, slug: 'ana', title: 'T', role: 'owner' }],
    });
    expect(parsed.user).not.toHaveProperty('passwordHash');
  });

  it('me answers an account without any event (removed from the only one)', () => {
    const parsed = meResponseSchema.parse({
      success: true,
      user: {
        id: 1,
        first_name: 'Ana',
        last_name: 'Souza',
        email: 'ana@example.com',
        phone_number: '(11) 98765-4321',
      },
      event: null,
      events: [],
    });
    expect(parsed.event).toBeNull();
  });
});
