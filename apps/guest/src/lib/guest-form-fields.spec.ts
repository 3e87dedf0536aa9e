import {
  guestEmailSchema,
  guestNameSchema,
  messages,
  phoneSchema,
} from '@celebra/contracts';
import type { z } from 'zod';
import type { z as zm } from 'zod/mini';
import {
  guestEmailField,
  guestNameField,
  guestPhoneField,
  livePhoneMessage,
} from './guest-form-fields';

type Outcome = { ok: true; value: unknown } | { ok: false; message: string };

const outcome = (
  schema: z.ZodType | zm.ZodMiniType,
  input: unknown,
): Outcome => {
  const result = schema.safeParse(input);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0].message };
};

describe('guest form fields (zod/mini) agree with the contract', () => {
  const v = messages.validation;

  it.each(['', '   ', 'Maria', '  Maria  ', 'a'.repeat(121), undefined])(
    'first name %j',
    (input) => {
      expect(outcome(guestNameField(v.firstNameRequired), input)).toEqual(
        outcome(guestNameSchema(v.firstNameRequired), input),
      );
    },
  );

  it.each([
    '',
    'maria',
    'maria@',
    ' Maria@Example.com ',
    'maria@example.c',
    `${'a'.repeat(250)}@example.com`,
    undefined,
  ])('e-mail %j', (input) => {
    expect(outcome(guestEmailField, input)).toEqual(
      outcome(guestEmailSchema, input),
    );
  });

  it.each([
    '',
    '(11) 9876',
    '(11) 98765-4321',
    '(11) 3456-7890',
    '11987654321',
  ])('phone %j', (input) => {
    expect(outcome(guestPhoneField, input)).toEqual(
      outcome(phoneSchema, input),
    );
  });

  it('says "* Número inválido" while a phone is incomplete', () => {
    expect(livePhoneMessage('(11) 9876')).toBe('* Número inválido');
    expect(livePhoneMessage('(11) 98765-4321')).toBeUndefined();
    expect(livePhoneMessage('')).toBeUndefined();
  });
});
