import { messages } from '@celebra/contracts';
import { z } from 'zod/mini';
import { guestLimits } from '../../../config/limits';
import {
  guestEmailField,
  guestNameField,
  guestPhoneField,
} from '../../../lib/guest-form-fields';

const v = messages.validation;

/** Companions as typed: empty (none said) or a whole number up to 20. */
const companionsField = z.pipe(
  z.string().check(
    z.trim(),
    z.regex(/^\d*$/, v.invalidValue),
    z.refine(
      (typed) => typed === '' || Number(typed) <= guestLimits.companionsMax,
      v.invalidValue,
    ),
  ),
  z.transform((typed) => (typed === '' ? undefined : Number(typed))),
);

const optionalMessage = z.pipe(
  z
    .string()
    .check(z.trim(), z.maxLength(guestLimits.messageMaxLength, v.tooLong)),
  z.transform((typed) => typed || undefined),
);

/**
 * The attendance form (spec §5 "Guest form", public confirmation): zod/mini twin of
 * `confirmPresenceBodySchema`, with companions and message optional.
 */
export const attendanceFormSchema = z.object({
  firstName: guestNameField(v.firstNameRequired),
  lastName: guestNameField(v.lastNameRequired),
  email: guestEmailField,
  phoneNumber: guestPhoneField,
  companions: companionsField,
  message: optionalMessage,
});

export type AttendanceFormInput = z.input<typeof attendanceFormSchema>;
export type AttendanceFormValues = z.output<typeof attendanceFormSchema>;
