import { z } from 'zod';
import {
  emailSchema,
  makeCalendarDateSchema,
  makePhoneSchema,
  okResponse,
  requiredText,
  slugSchema,
  successResponseSchema,
} from '../common.schema';
import {
  ID_MAX,
  MIN_REGISTRATION_GIFTS,
  REGISTRATION_PASSWORD_PATTERN,
} from '../constants';
import { ownerEventSchema } from '../events/event.schema';
import { memberEventSchema } from '../members/member-event.schema';
import * as messages from '../texts/shared';

const v = messages.validation;

/** Longest password accepted anywhere (bounds the cost of hashing). */
export const PASSWORD_MAX_LENGTH = 128;
const TEXT_MAX_LENGTH = 120;

/** A required id chosen in a select: strings are coerced, anything missing or invalid gives `message`. */
function chosenIdSchema(message: string) {
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(ID_MAX, message);
}

function boundedText(required: string = v.required) {
  return requiredText(required).max(TEXT_MAX_LENGTH, v.tooLong);
}

/**
 * The event's date asked by the wizard ('YYYY-MM-DD'); optional, since a couple may not have
 * fixed it yet: blank or missing is undefined, anything else must be a real calendar date.
 */
const registrationEventDateSchema = z.preprocess(
  (input) =>
    input === null || (typeof input === 'string' && input.trim() === '')
      ? undefined
      : input,
  makeCalendarDateSchema().optional(),
);

/** `POST /api/users/login` and `POST /api/admin/login`: the same fields and messages. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: v.passwordInvalid })
    .min(1, v.passwordInvalid)
    .max(PASSWORD_MAX_LENGTH, v.passwordInvalid),
});

/** Session of a host: store `token` and `id` as userToken / userId. */
export const loginResponseSchema = okResponse({
  message: z.string(),
  token: z.string(),
  id: z.number().int(),
});

/**
 * Every field of the registration wizard, without the cross-field check; the wizard steps
 * pick from it.
 */
export const registrationFieldsSchema = z.object({
  eventType: chosenIdSchema(v.eventTypeChoiceRequired),
  /** The event category id. */
  event: chosenIdSchema(v.required),
  title: boundedText(),
  subtitle: boundedText(),
  slug: slugSchema,
  eventDate: registrationEventDateSchema,
  giftList: z
    .array(chosenIdSchema(v.invalidValue), {
      error: v.minGifts(MIN_REGISTRATION_GIFTS),
    })
    .check((ctx) => {
      const missing = MIN_REGISTRATION_GIFTS - new Set(ctx.value).size;
      if (missing > 0)
        ctx.issues.push({
          code: 'custom',
          message: v.minGifts(missing),
          input: ctx.value,
        });
    }),
  firstName: boundedText(),
  lastName: boundedText(),
  phoneNumber: makePhoneSchema({
    required: v.required,
    invalid: v.phoneFormatInvalid,
  }),
  email: emailSchema,
  password: z
    .string({ error: v.registrationPassword })
    .regex(REGISTRATION_PASSWORD_PATTERN, v.registrationPassword)
    .max(PASSWORD_MAX_LENGTH, v.registrationPassword),
  confirmPassword: z.string({ error: v.passwordsMismatch }),
});

/** The confirmation must repeat the password (message on `confirmPassword`). */
export function passwordsMatch(
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
): void {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: v.passwordsMismatch,
    });
  }
}

/** Wizard step 'event-types': an event type must be chosen. */
export const registerEventTypeStepSchema = registrationFieldsSchema.pick({
  eventType: true,
});

/** Wizard step 'step1': category, title, subtitle, slug (uniqueness is checked by the server) and the optional date. */
export const registerStep1Schema = registrationFieldsSchema.pick({
  event: true,
  title: true,
  subtitle: true,
  slug: true,
  eventDate: true,
});

/** Wizard step 'step2': at least four gifts. */
export const registerStep2Schema = registrationFieldsSchema.pick({
  giftList: true,
});

/** Wizard step 'step3': account data. */
export const registerStep3Schema = registrationFieldsSchema
  .pick({
    firstName: true,
    lastName: true,
    phoneNumber: true,
    email: true,
    password: true,
    confirmPassword: true,
  })
  .superRefine(passwordsMatch);

/** `POST /api/users/register`. */
export const registerBodySchema =
  registrationFieldsSchema.superRefine(passwordsMatch);

export const registerResponseSchema = loginResponseSchema;

/** The signed-in host as `GET /api/users/me` names it (some field names are snake case). */
export const userProfileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
});

/**
 * `GET /api/users/me`: `event` is the first event the account owns, else the first it is a
 * member of (by creation), null when it has none; `events` every event it has access to,
 * oldest first, with its role.
 */
export const meResponseSchema = okResponse({
  user: userProfileSchema,
  event: ownerEventSchema.nullable(),
  events: z.array(memberEventSchema),
});

/** `POST /api/users/events`: another event of the signed-in account (the wizard's event fields). */
export const createEventBodySchema = registrationFieldsSchema.pick({
  eventType: true,
  event: true,
  title: true,
  subtitle: true,
  slug: true,
  eventDate: true,
  giftList: true,
});

/** The new event, owned by the caller. */
export const createEventResponseSchema = okResponse({
  message: z.string(),
  event: memberEventSchema,
});

/** `POST /api/users/reauthenticate`: the account's password, again. */
export const reauthenticateBodySchema = loginBodySchema.pick({
  password: true,
});

/** The session may make sensitive calls until `validUntil`. */
export const reauthenticateResponseSchema = okResponse({
  message: z.string(),
  validUntil: z.iso.datetime(),
});

/** `POST /api/users/logout` and `POST /api/admin/logout`. */
export const logoutResponseSchema = successResponseSchema;

export type LoginBody = z.infer<typeof loginBodySchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type RegistrationFields = z.infer<typeof registrationFieldsSchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterBodyInput = z.input<typeof registerBodySchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
export type MeResponse = z.infer<typeof meResponseSchema>;
export type CreateEventBody = z.infer<typeof createEventBodySchema>;
export type CreateEventBodyInput = z.input<typeof createEventBodySchema>;
export type CreateEventResponse = z.infer<typeof createEventResponseSchema>;
export type ReauthenticateBody = z.infer<typeof reauthenticateBodySchema>;
export type ReauthenticateResponse = z.infer<
  typeof reauthenticateResponseSchema
>;
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
