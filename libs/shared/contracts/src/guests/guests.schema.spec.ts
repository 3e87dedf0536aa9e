import { z } from 'zod';
import { guestFormSchema, guestsCsvFilename } from './guests.schema';

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

describe('guestFormSchema', () => {
  it('accepts a guest, trims the names and lower-cases the e-mail', () => {
    expect(
      guestFormSchema.parse({
        ...guest,
        firstName: '  Maria ',
        email: ' Maria@Example.COM ',
        companions: 2,
      }),
    ).toEqual({ ...guest, companions: 2 });
  });

  it('gives the required messages of the guest form', () => {
    expect(fieldIssues(guestFormSchema, {})).toEqual({
      firstName: ['* Nome obrigatório'],
      lastName: ['* Sobrenome obrigatório'],
      email: ['* E-mail obrigatório'],
      phoneNumber: ['* Telefone obrigatório'],
    });
    expect(
      fieldIssues(guestFormSchema, {
        firstName: ' ',
        lastName: '',
        email: '',
        phoneNumber: '',
      }),
    ).toEqual({
      firstName: ['* Nome obrigatório'],
      lastName: ['* Sobrenome obrigatório'],
      email: ['* E-mail obrigatório'],
      phoneNumber: ['* Telefone obrigatório'],
    });
  });

  it.each(['maria', 'maria@example', 'maria @example.com'])(
    "refuses the e-mail %p with '* E-mail inválido'",
    (email) => {
      expect(fieldIssues(guestFormSchema, { ...guest, email })).toEqual({
        email: ['* E-mail inválido'],
      });
    },
  );

  it.each(['11987654321', '(11) 98765-432', '(01) 98765-4321'])(
    "refuses the phone %p with '* Telefone inválido'",
    (phoneNumber) => {
      expect(fieldIssues(guestFormSchema, { ...guest, phoneNumber })).toEqual({
        phoneNumber: ['* Telefone inválido'],
      });
    },
  );

  it.each([-1, 21, 1.5, '2'])('refuses %p companions', (companions) => {
    expect(fieldIssues(guestFormSchema, { ...guest, companions })).toEqual({
      companions: ['Valor inválido'],
    });
  });

  it('accepts 0 and 20 companions', () => {
    for (const companions of [0, 20])
      expect(guestFormSchema.safeParse({ ...guest, companions }).success).toBe(
        true,
      );
  });
});

describe('guestsCsvFilename', () => {
  it('names the file after the slug', () => {
    expect(guestsCsvFilename('ana-e-joao')).toBe('convidados-ana-e-joao.csv');
  });
});
