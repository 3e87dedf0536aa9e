import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  guestSiteTexts,
  messages,
  normalizeGuestContact,
  PHONE_PATTERN,
} from '@celebra/contracts';
import { z } from 'zod/mini';
import { guestLimits } from '../config/limits';

const v = messages.validation;

/**
 * zod/mini twins of the contract fields of the guest forms (same rules, same pt-BR messages;
 * `guest-form-fields.spec.ts` runs both on the same inputs): the contract's schemas use full
 * zod, which would cost the public site ≈ 25 KB gzip.
 */
export const requiredText = (message: string, maxLength: number) =>
  z
    .string(message)
    .check(
      z.trim(),
      z.minLength(1, { error: message, abort: true }),
      z.maxLength(maxLength, v.tooLong),
    );

export const guestNameField = (message: string) =>
  requiredText(message, guestLimits.nameMaxLength);

export const guestEmailField = z
  .string(v.emailRequired)
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: v.emailRequired, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: v.emailInvalid, abort: true }),
    z.regex(EMAIL_PATTERN, v.emailInvalid),
  );

export const guestPhoneField = z
  .string(v.phoneRequired)
  .check(
    z.trim(),
    z.minLength(1, { error: v.phoneRequired, abort: true }),
    z.regex(PHONE_PATTERN, v.phoneInvalid),
  );

/**
 * The cart's contact: an e-mail or a Brazilian phone, by the contract's own rule
 * (normalizeGuestContact); the api stores it normalized.
 */
export const guestContactField = z.string(v.checkoutContactRequired).check(
  z.trim(),
  z.minLength(1, { error: v.checkoutContactRequired, abort: true }),
  z.maxLength(guestLimits.purchaseContactMaxLength, {
    error: v.tooLong,
    abort: true,
  }),
  z.refine(
    (value) => normalizeGuestContact(value) !== null,
    v.guestContactInvalid,
  ),
);

/** The cart's optional note to the hosts. */
export const guestNoteField = z.optional(
  z
    .string(v.invalidValue)
    .check(
      z.trim(),
      z.maxLength(guestLimits.purchaseNoteMaxLength, v.guestNoteTooLong),
    ),
);

/** The phone message shown live while typing. */
export const livePhoneMessage = (value: string | undefined) =>
  value && !PHONE_PATTERN.test(value.trim())
    ? guestSiteTexts.validation.phoneTypingInvalid
    : undefined;
