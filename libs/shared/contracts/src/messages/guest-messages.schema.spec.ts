import { z } from 'zod';
import {
  guestMessageFormSchema,
  listGuestMessagesResponseSchema,
} from './guest-messages.schema';

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

const form = {
  firstName: 'Carla',
  lastName: 'Dias',
  email: 'carla@example.com',
  message: 'Felicidades!',
};

describe('guestMessageFormSchema', () => {
  it('accepts a message and trims it', () => {
    expect(
      guestMessageFormSchema.parse({ ...form, message: '  Felicidades!\n' }),
    ).toEqual(form);
  });

  it('gives the required messages of the message form', () => {
    expect(fieldIssues(guestMessageFormSchema, { message: '   ' })).toEqual({
      firstName: ['* Nome obrigatório'],
      lastName: ['* Sobrenome obrigatório'],
      email: ['* E-mail obrigatório'],
      message: ['* Mensagem obrigatória'],
    });
    expect(
      fieldIssues(guestMessageFormSchema, { ...form, email: 'carla@' }),
    ).toEqual({ email: ['* E-mail inválido'] });
  });

  it('takes up to 2000 characters', () => {
    expect(
      guestMessageFormSchema.safeParse({ ...form, message: 'a'.repeat(2000) })
        .success,
    ).toBe(true);
    expect(
      fieldIssues(guestMessageFormSchema, {
        ...form,
        message: 'a'.repeat(2001),
      }),
    ).toEqual({ message: ['Texto muito longo.'] });
  });
});

describe('listGuestMessagesResponseSchema', () => {
  it('reads the messages', () => {
    const body = {
      success: true,
      messages: [{ id: 1, ...form, createdAt: '2027-05-01T12:00:00.000Z' }],
      total: 1,
    };
    expect(listGuestMessagesResponseSchema.parse(body)).toEqual(body);
  });
});
