import { messages } from '@celebra/contracts';
import { z } from 'zod/mini';
import { guestLimits } from '../../../config/limits';
import {
  guestEmailField,
  guestNameField,
  requiredText,
} from '../../../lib/guest-form-fields';

const v = messages.validation;

/** The guest message form, zod/mini twin of `guestMessageFormSchema`. */
export const messageFormSchema = z.object({
  firstName: guestNameField(v.firstNameRequired),
  lastName: guestNameField(v.lastNameRequired),
  email: guestEmailField,
  message: requiredText(v.messageRequired, guestLimits.messageMaxLength),
});

export type MessageFormInput = z.input<typeof messageFormSchema>;
export type MessageFormValues = z.output<typeof messageFormSchema>;
