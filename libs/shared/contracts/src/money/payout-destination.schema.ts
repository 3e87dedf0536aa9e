import {
  isValidCnpj,
  isValidCpf,
  isValidEmail,
  isValidPhone,
} from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { findBrazilianBank } from './brazilian-banks';
import { okResponse, singleLineString } from '../common.schema';
import { PAYOUT_DESTINATION_KINDS } from '../constants';
import * as messages from '../texts/shared';

/*
 * Where an event's payouts go (see docs/money.md): a Pix key or a bank account, with its
 * holder. The input is normalized while parsed (documents and phones to digits, the phone key
 * to +55DDDNUMBER, e-mails to lower case), so what the api stores is the parsed value.
 */

const v = messages.validation;

export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;
export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;

export type PayoutDestinationKind = (typeof PAYOUT_DESTINATION_KINDS)[number];
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const PIX_KEY_TYPE_LABELS = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'E-mail',
  PHONE: 'Celular',
  EVP: 'Chave aleatória',
} as const satisfies Record<PixKeyType, string>;

export const BANK_ACCOUNT_TYPE_LABELS = {
  CHECKING: 'Conta corrente',
  SAVINGS: 'Conta poupança',
} as const satisfies Record<BankAccountType, string>;

const HOLDER_NAME_MAX = 120;
const PIX_EMAIL_MAX = 77;
const EVP_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CPF_SHAPE = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CNPJ_SHAPE = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;
const PHONE_SHAPE = /^[\d\s()+.-]+$/;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** A CPF (11 digits) or CNPJ (14 digits) with valid check digits, formatted or not. */
export function isValidCpfOrCnpj(value: string): boolean {
  const trimmed = value.trim();
  if (CPF_SHAPE.test(trimmed)) return isValidCpf(digitsOf(trimmed));
  if (CNPJ_SHAPE.test(trimmed)) return isValidCnpj(digitsOf(trimmed));
  return false;
}

/** The national number (DDD + number, 10 or 11 digits) of a Brazilian phone, or null. */
function nationalPhoneDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!PHONE_SHAPE.test(trimmed)) return null;
  let digits = digitsOf(trimmed);
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13))
    digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return null;
  return isValidPhone(digits) ? digits : null;
}

/**
 * The Pix key in its stored form, or null when it is not a key of that type: CPF/CNPJ digits,
 * lower-case e-mail, +55 phone, lower-case EVP.
 */
export function normalizePixKey(type: PixKeyType, key: string): string | null {
  const trimmed = key.trim();
  switch (type) {
    case 'CPF':
      return CPF_SHAPE.test(trimmed) && isValidCpf(digitsOf(trimmed))
        ? digitsOf(trimmed)
        : null;
    case 'CNPJ':
      return CNPJ_SHAPE.test(trimmed) && isValidCnpj(digitsOf(trimmed))
        ? digitsOf(trimmed)
        : null;
    case 'EMAIL': {
      const email = trimmed.toLowerCase();
      return email.length <= PIX_EMAIL_MAX && isValidEmail(email)
        ? email
        : null;
    }
    case 'PHONE': {
      const digits = nationalPhoneDigits(trimmed);
      return digits ? `+55${digits}` : null;
    }
    case 'EVP':
      return EVP_PATTERN.test(trimmed) ? trimmed.toLowerCase() : null;
  }
}

const PIX_KEY_MESSAGES = {
  CPF: v.pixKeyCpfInvalid,
  CNPJ: v.pixKeyCnpjInvalid,
  EMAIL: v.pixKeyEmailInvalid,
  PHONE: v.pixKeyPhoneInvalid,
  EVP: v.pixKeyEvpInvalid,
} as const satisfies Record<PixKeyType, string>;

function text(message: string) {
  return singleLineString(message);
}

const holderNameSchema = text(v.holderNameInvalid)
  .max(HOLDER_NAME_MAX, v.holderNameInvalid)
  .overwrite((name) => name.replace(/\s+/g, ' '))
  .refine(
    (name) => name.split(' ').filter((word) => /\p{L}/u.test(word)).length >= 2,
    v.holderNameInvalid,
  );

const holderDocumentSchema = text(v.holderDocumentInvalid)
  .refine(isValidCpfOrCnpj, v.holderDocumentInvalid)
  .overwrite(digitsOf);

const pixKeyTypeSchema = z.enum(PIX_KEY_TYPES, { error: v.pixKeyTypeInvalid });
const bankAccountTypeSchema = z.enum(BANK_ACCOUNT_TYPES, {
  error: v.bankAccountTypeInvalid,
});

export const pixDestinationInputSchema = z
  .object({
    kind: z.literal('PIX'),
    pixKeyType: pixKeyTypeSchema,
    pixKey: text(v.pixKeyRequired).min(1, v.pixKeyRequired),
    holderName: holderNameSchema,
    holderDocument: holderDocumentSchema,
  })
  .check((ctx) => {
    const { pixKeyType, pixKey } = ctx.value;
    if (normalizePixKey(pixKeyType, pixKey) === null)
      ctx.issues.push({
        code: 'custom',
        message: PIX_KEY_MESSAGES[pixKeyType],
        path: ['pixKey'],
        input: pixKey,
      });
  })
  .overwrite((input) => ({
    ...input,
    pixKey: normalizePixKey(input.pixKeyType, input.pixKey) ?? input.pixKey,
  }));

export const bankDestinationInputSchema = z.object({
  kind: z.literal('BANK'),
  bankCode: text(v.bankCodeInvalid)
    .regex(/^\d{3}$/, v.bankCodeInvalid)
    .refine((code) => findBrazilianBank(code) !== undefined, v.bankCodeInvalid),
  agency: text(v.bankAgencyInvalid).regex(/^\d{1,5}$/, v.bankAgencyInvalid),
  account: text(v.bankAccountInvalid).regex(/^\d{1,12}$/, v.bankAccountInvalid),
  accountDigit: text(v.bankAccountDigitInvalid)
    .regex(/^[\dXx]{1,2}$/, v.bankAccountDigitInvalid)
    .overwrite((digit) => digit.toUpperCase()),
  accountType: bankAccountTypeSchema,
  holderName: holderNameSchema,
  holderDocument: holderDocumentSchema,
});

/** `PUT /users/events/{eventId}/payout-destination`. */
export const payoutDestinationInputSchema = z.discriminatedUnion(
  'kind',
  [pixDestinationInputSchema, bankDestinationInputSchema],
  { error: v.payoutDestinationKindInvalid },
);

/** What the host sees of a destination: one masked line. */
export const payoutDestinationViewSchema = z.object({
  kind: z.enum(PAYOUT_DESTINATION_KINDS),
  /** e.g. 'Pix CPF ***.456.789-**' or 'Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7'. */
  masked: z.string(),
  holderName: z.string(),
  updatedAt: z.iso.datetime(),
  /**
   * While the destination was replaced lately (24 hours by default), when payouts may be asked
   * for again; null otherwise (the first destination has no hold).
   */
  payoutsFrom: z.iso.datetime().nullable(),
});

/** `GET`/`PUT …/payout-destination`; null until the host fills it in. */
export const payoutDestinationResponseSchema = okResponse({
  destination: payoutDestinationViewSchema.nullable(),
});
export const savePayoutDestinationResponseSchema = okResponse({
  destination: payoutDestinationViewSchema,
});

/** A stored destination, whole (as normalized on input); the admin who pays reads it. */
export const pixDestinationWholeSchema = z.object({
  kind: z.literal('PIX'),
  pixKeyType: z.enum(PIX_KEY_TYPES),
  pixKey: z.string(),
  holderName: z.string(),
  holderDocument: z.string(),
});
export const bankDestinationWholeSchema = z.object({
  kind: z.literal('BANK'),
  bankCode: z.string(),
  bankName: z.string(),
  agency: z.string(),
  account: z.string(),
  accountDigit: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  holderName: z.string(),
  holderDocument: z.string(),
});
export const payoutDestinationWholeSchema = z.discriminatedUnion('kind', [
  pixDestinationWholeSchema,
  bankDestinationWholeSchema,
]);

/** `GET /admin/payouts/{id}/destination`: the payout's snapshot, decrypted. */
export const adminPayoutDestinationResponseSchema = okResponse({
  destination: payoutDestinationWholeSchema,
});

export type PayoutDestinationInput = z.output<
  typeof payoutDestinationInputSchema
>;
export type PayoutDestinationFormInput = z.input<
  typeof payoutDestinationInputSchema
>;
export type PixDestinationInput = z.output<typeof pixDestinationInputSchema>;
export type BankDestinationInput = z.output<typeof bankDestinationInputSchema>;
export type PayoutDestinationView = z.infer<typeof payoutDestinationViewSchema>;
export type PayoutDestinationResponse = z.infer<
  typeof payoutDestinationResponseSchema
>;
export type SavePayoutDestinationResponse = z.infer<
  typeof savePayoutDestinationResponseSchema
>;
export type PayoutDestinationWhole = z.infer<
  typeof payoutDestinationWholeSchema
>;
export type AdminPayoutDestinationResponse = z.infer<
  typeof adminPayoutDestinationResponseSchema
>;

/** A stored (normalized) destination, whole, with the bank's name for a bank account. */
export function wholePayoutDestination(
  input: PayoutDestinationInput,
): PayoutDestinationWhole {
  if (input.kind === 'PIX') return input;
  return {
    ...input,
    bankName: findBrazilianBank(input.bankCode)?.name ?? input.bankCode,
  };
}

function maskCpf(digits: string): string {
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

function maskCnpj(digits: string): string {
  return `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-**`;
}

function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(local.length - 1, 1)))}***${email.slice(at)}`;
}

function maskPhone(phone: string): string {
  const national = phone.replace(/^\+55/, '');
  const ddd = national.slice(0, 2);
  const number = national.slice(2);
  return `+55 (${ddd}) ${'*'.repeat(number.length - 4)}-${number.slice(-4)}`;
}

/**
 * One readable line that tells the host which destination it is without showing it whole:
 * 'Pix CPF ***.456.789-**', 'Pix e-mail an***@gmail.com', 'Pix celular +55 (11) *****-4321',
 * 'Pix chave aleatória 1b4e…9c2d', 'Banco do Brasil (001) · Ag. 1234 · Conta corrente ***56-7'.
 */
export function maskPayoutDestination(input: PayoutDestinationInput): string {
  if (input.kind === 'PIX') {
    const key = input.pixKey;
    switch (input.pixKeyType) {
      case 'CPF':
        return `Pix CPF ${maskCpf(key)}`;
      case 'CNPJ':
        return `Pix CNPJ ${maskCnpj(key)}`;
      case 'EMAIL':
        return `Pix e-mail ${maskEmail(key)}`;
      case 'PHONE':
        return `Pix celular ${maskPhone(key)}`;
      case 'EVP':
        return `Pix chave aleatória ${key.slice(0, 4)}…${key.slice(-4)}`;
    }
  }
  const bank = findBrazilianBank(input.bankCode)?.name ?? 'Banco';
  const visible = input.account.slice(-2);
  const account = `${'*'.repeat(3)}${visible}-${input.accountDigit}`;
  return `${bank} (${input.bankCode}) · Ag. ${input.agency} · ${BANK_ACCOUNT_TYPE_LABELS[input.accountType]} ${account}`;
}
