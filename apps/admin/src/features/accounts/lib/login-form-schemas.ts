import {
  adminLoginBodySchema,
  makeEmailSchema,
  messages,
} from '@celebra/contracts';

/** On submit: the contract's messages ('* Formato de e-mail inválido'). */
export const loginSubmitSchema = adminLoginBodySchema;

/** While typing, a malformed e-mail reads '* E-mail inválido'. */
export const loginTypingSchema = adminLoginBodySchema.extend({
  email: makeEmailSchema({
    required: messages.validation.required,
    invalid: messages.validation.emailInvalid,
  }),
});
