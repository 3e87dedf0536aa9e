import { z } from 'zod';
import {
  confirmPresenceBodySchema,
  sitePasswordRequiredResponseSchema,
  unlockSiteBodySchema,
} from './public-site.schema';

function fieldIssues(
  schema: z.ZodType,
  input: unknown,
): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (issues[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return issues;
}

const guest = {
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@example.com',
  phoneNumber: '(11) 98765-4321',
};

describe('confirmPresenceBodySchema', () => {
  it('takes the guest form with an optional message and companions', () => {
    expect(confirmPresenceBodySchema.parse(guest)).toEqual(guest);
    expect(
      confirmPresenceBodySchema.parse({
        ...guest,
        message: ' Vou com a família ',
        companions: 2,
        companionNames: [' Ana Silva ', 'Leo Silva'],
      }),
    ).toEqual({
      ...guest,
      message: 'Vou com a família',
      companions: 2,
      companionNames: ['Ana Silva', 'Leo Silva'],
    });
    expect(
      confirmPresenceBodySchema.parse({ ...guest, attending: false }),
    ).toEqual({ ...guest, attending: false });
  });

  it('wants one name per companion', () => {
    expect(
      fieldIssues(confirmPresenceBodySchema, { ...guest, companions: 2 }),
    ).toEqual({ companionNames: ['Informe o nome de cada acompanhante.'] });
    expect(
      fieldIssues(confirmPresenceBodySchema, {
        ...guest,
        companions: 1,
        companionNames: ['Ana', 'Leo'],
      }),
    ).toEqual({ companionNames: ['Informe o nome de cada acompanhante.'] });
    expect(
      fieldIssues(confirmPresenceBodySchema, {
        ...guest,
        companionNames: ['Ana', ' '],
      }),
    ).toEqual({ 'companionNames.1': ['* Nome do acompanhante obrigatório'] });
    expect(
      fieldIssues(confirmPresenceBodySchema, {
        ...guest,
        companionNames: Array.from({ length: 21 }, (_, i) => `Pessoa ${i}`),
      }),
    ).toEqual({ companionNames: ['Valor inválido'] });
  });

  it("does not compare companions for 'Não poderei ir' (none are kept)", () => {
    expect(
      confirmPresenceBodySchema.safeParse({
        ...guest,
        attending: false,
        companions: 2,
      }).success,
    ).toBe(true);
  });

  it('gives the guest-form messages', () => {
    expect(
      fieldIssues(confirmPresenceBodySchema, {
        ...guest,
        email: 'x',
        phoneNumber: '123',
      }),
    ).toEqual({
      email: ['* E-mail inválido'],
      phoneNumber: ['* Telefone inválido'],
    });
    expect(
      fieldIssues(confirmPresenceBodySchema, {
        ...guest,
        message: 'a'.repeat(2001),
      }),
    ).toEqual({ message: ['Texto muito longo.'] });
  });
});

describe('unlockSiteBodySchema', () => {
  it('requires a password', () => {
    expect(fieldIssues(unlockSiteBodySchema, {})).toEqual({
      password: ['* Campo obrigatório'],
    });
    expect(fieldIssues(unlockSiteBodySchema, { password: '' })).toEqual({
      password: ['* Campo obrigatório'],
    });
    expect(unlockSiteBodySchema.parse({ password: 'segredo' })).toEqual({
      password: 'segredo',
    });
  });
});

describe('sitePasswordRequiredResponseSchema', () => {
  it('reads the password gate with the title, colour and theme only', () => {
    const body = {
      success: false,
      code: 'PASSWORD_REQUIRED',
      passwordRequired: true,
      message: 'Este site é protegido por senha.',
      event: { title: 'Ana & João', color: '#c2185b', theme: 'boho' },
    };
    expect(sitePasswordRequiredResponseSchema.parse(body)).toEqual(body);
    expect(
      sitePasswordRequiredResponseSchema.safeParse({
        ...body,
        passwordRequired: false,
      }).success,
    ).toBe(false);
  });
});
