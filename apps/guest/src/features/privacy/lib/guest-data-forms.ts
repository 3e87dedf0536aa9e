import { messages, PHONE_PATTERN } from '@celebra/contracts';
import { z } from 'zod/mini';
import {
  guestEmailField,
  guestNameField,
} from '../../../lib/guest-form-fields';

const v = messages.validation;

/** 'Meus dados', first step: the e-mail the code goes to. */
export const emailFormSchema = z.object({ email: guestEmailField });

/** The 6-digit code (zod/mini twin of the contract's `code`). */
export const codeFormSchema = z.object({
  code: z
    .string(messages.guestData.codeInvalid)
    .check(z.trim(), z.regex(/^\d{6}$/, messages.guestData.codeInvalid)),
});

/** 'Corrigir nome e telefone' (twin of `guestDataCorrectionBodySchema`): a blank phone keeps it. */
export const correctionFormSchema = z.object({
  firstName: guestNameField(v.firstNameRequired),
  lastName: guestNameField(v.lastNameRequired),
  phoneNumber: z.string(v.phoneInvalid).check(
    z.trim(),
    z.refine(
      (phone) => phone === '' || PHONE_PATTERN.test(phone),
      v.phoneInvalid,
    ),
  ),
});

export type EmailForm = z.infer<typeof emailFormSchema>;
export type CodeForm = z.infer<typeof codeFormSchema>;
export type CorrectionForm = z.infer<typeof correctionFormSchema>;
