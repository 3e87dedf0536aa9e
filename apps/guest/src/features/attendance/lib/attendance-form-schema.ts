import { messages } from '@celebra/contracts';
import { z } from 'zod/mini';
import { guestLimits } from '../../../config/limits';
import {
  guestEmailField,
  guestNameField,
  guestPhoneField,
} from '../../../lib/guest-form-fields';

const v = messages.validation;

/** 'Vou' or 'Não poderei ir', as the radio buttons give it. */
export type AttendanceChoice = 'yes' | 'no';

/** Companions as typed: empty (none) or a whole number up to 20. */
const companionsField = z.pipe(
  z.string().check(
    z.trim(),
    z.regex(/^\d*$/, v.invalidValue),
    z.refine(
      (typed) => typed === '' || Number(typed) <= guestLimits.companionsMax,
      v.invalidValue,
    ),
  ),
  z.transform((typed) => (typed === '' ? 0 : Number(typed))),
);

const optionalMessage = z.pipe(
  z
    .string()
    .check(z.trim(), z.maxLength(guestLimits.messageMaxLength, v.tooLong)),
  z.transform((typed) => typed || undefined),
);

/**
 * How many name fields the form shows for what was typed in 'Acompanhantes': none while the
 * number is not a whole number from 0 to 20.
 */
export function companionFieldCount(typed: string | undefined): number {
  const text = (typed ?? '').trim();
  if (!/^\d+$/.test(text)) return 0;
  const count = Number(text);
  return count <= guestLimits.companionsMax ? count : 0;
}

/**
 * The attendance form (zod/mini twin of `confirmPresenceBodySchema`): the guest form, 'Vou' /
 * 'Não poderei ir', and for 'Vou' the companions with one required name each; the message is
 * optional. A guest who cannot come sends no companions.
 */
export const attendanceFormSchema = z.pipe(
  z
    .object({
      firstName: guestNameField(v.firstNameRequired),
      lastName: guestNameField(v.lastNameRequired),
      email: guestEmailField,
      phoneNumber: guestPhoneField,
      attending: z.enum(['yes', 'no']),
      companions: companionsField,
      companionNames: z.array(z.string()),
      message: optionalMessage,
    })
    .check(
      z.superRefine((form, ctx) => {
        if (form.attending === 'no') return;
        for (let i = 0; i < form.companions; i += 1) {
          const name = (form.companionNames[i] ?? '').trim();
          if (name === '')
            ctx.issues.push({
              code: 'custom',
              input: name,
              path: ['companionNames', i],
              message: v.companionNameRequired,
            });
          else if (name.length > guestLimits.nameMaxLength)
            ctx.issues.push({
              code: 'custom',
              input: name,
              path: ['companionNames', i],
              message: v.tooLong,
            });
        }
      }),
    ),
  z.transform(({ attending, companions, companionNames, ...form }) => {
    if (attending === 'no') return { ...form, attending: false };
    const names = Array.from({ length: companions }, (_, i) =>
      (companionNames[i] ?? '').trim(),
    );
    return { ...form, attending: true, companions, companionNames: names };
  }),
);

export type AttendanceFormInput = z.input<typeof attendanceFormSchema>;
export type AttendanceFormValues = z.output<typeof attendanceFormSchema>;
