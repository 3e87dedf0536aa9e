import {
  guestContactSchema,
  guestEmailSchema,
  guestNameSchema,
  guestNoteSchema,
  messages,
  phoneSchema,
  itemAt,
} from '@celebra/contracts';
import type { z } from 'zod';
import type { z as zm } from 'zod/mini';
import {
  guestContactField,
  guestEmailField,
  guestNameField,
  guestNoteField,
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
    : { ok: false, message: itemAt(result.error.issues, 0).message };
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

  it.each([
    '',
    '   ',
    'carla',
    'carla@example',
    ' Carla@Example.com ',
    '(11) 98765-4321',
    '+55 11 98765-4321',
    '(11) 8765-4321',
    '1234-5678',
    `${'1'.repeat(201)}`,
    undefined,
  ])('cart contact %j is accepted or refused alike', (input) => {
    const mini = outcome(guestContactField, input);
    const full = outcome(guestContactSchema, input);
    expect(mini.ok).toBe(full.ok);
    if (!mini.ok && !full.ok) expect(mini.message).toBe(full.message);
  });

  it.each([
    undefined,
    '',
    '  Felicidades!  ',
    'a'.repeat(500),
    'a'.repeat(501),
  ])('cart note %j', (input) => {
    expect(outcome(guestNoteField, input)).toEqual(
      outcome(guestNoteSchema.optional(), input),
    );
  });

  it('says "* Número inválido" while a phone is incomplete', () => {
    expect(livePhoneMessage('(11) 9876')).toBe('* Número inválido');
    expect(livePhoneMessage('(11) 98765-4321')).toBeUndefined();
    expect(livePhoneMessage('')).toBeUndefined();
  });
});
