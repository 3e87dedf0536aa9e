import { z } from 'zod';
import { ID_MAX } from './constants';
import * as messages from './texts/shared';

/*
 * Fields that arrive as numbers or booleans in JSON and as text in multipart forms: one schema
 * validates both, so an upload form and its JSON twin give the same messages. Money is the
 * exception: a JSON number only (`makeMoneyFieldSchema`); a multipart form's text is read into
 * numbers by `fieldsFromMultipart` first.
 */

const v = messages.validation;

/** Largest value of a PostgreSQL integer column. */
export const INTEGER_MAX = 2_147_483_647;

const INTEGER_TEXT = /^\s*-?\d+\s*$/;

const BOOLEAN_TEXT: Readonly<Record<string, boolean>> = {
  true: true,
  '1': true,
  false: false,
  '0': false,
};

function isBlank(input: unknown): boolean {
  return (
    input === undefined ||
    input === null ||
    (typeof input === 'string' && input.trim() === '')
  );
}

function integerFromText(input: unknown): unknown {
  return typeof input === 'string' && INTEGER_TEXT.test(input)
    ? Number(input)
    : input;
}

function booleanFromText(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  const key = input.trim().toLowerCase();
  return Object.hasOwn(BOOLEAN_TEXT, key) ? BOOLEAN_TEXT[key] : input;
}

interface FormIntegerOptions {
  /** Missing or blank. */
  required: string;
  /** Not an integer, or below `min`. */
  invalid: string;
  min: number;
  max?: number;
}

/** An integer given as a number or as its digits ('1990'); `invalid` for decimals, text and values below `min`. */
export function makeFormIntegerSchema({
  required,
  invalid,
  min,
  max = INTEGER_MAX,
}: FormIntegerOptions) {
  return z.preprocess(
    integerFromText,
    z
      .number({ error: (issue) => (isBlank(issue.input) ? required : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(max, v.invalidValue),
  );
}

/**
 * Money in centavos: a JSON number only, never its digits ('10000' → 'Valor inválido'), so a client
 * that sends text is told instead of silently read. A multipart form's text reaches it through
 * `fieldsFromMultipart`.
 */
export function makeMoneyFieldSchema({
  required,
  invalid,
  min,
  max = INTEGER_MAX,
}: FormIntegerOptions) {
  return z
    .number({
      error: (issue) => {
        if (isBlank(issue.input)) return required;
        return typeof issue.input === 'number' ? invalid : v.invalidValue;
      },
    })
    .int(invalid)
    .min(min, invalid)
    .max(max, v.invalidValue);
}

/** 'a, b,c' → ['a', 'b', 'c'], each run of digits as a number. */
function integerListFromText(input: string): unknown {
  return input
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The schema under `.optional()` / `.nullable()` / `.default()`. */
function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def;
  return def.type === 'optional' ||
    def.type === 'nullable' ||
    def.type === 'default'
    ? unwrapped((def as z.core.$ZodOptionalDef).innerType)
    : schema;
}

/** A form's text as a number: its digits, NaN for other text (the field's own message), blank kept. */
function numberFromText(input: string): unknown {
  if (isBlank(input)) return input;
  return INTEGER_TEXT.test(input) ? Number(input) : Number.NaN;
}

/** How a multipart text becomes the JSON value of a field of `schema` (null: kept as text). */
function textReaderOf(schema: z.core.$ZodType) {
  const def = unwrapped(schema)._zod.def;
  if (def.type === 'number') return numberFromText;
  if (
    def.type === 'array' &&
    unwrapped((def as z.core.$ZodArrayDef).element)._zod.def.type === 'number'
  )
    return integerListFromText;
  return null;
}

/**
 * The text fields of a multipart form as the JSON body they stand for: the digits of a
 * number-only field (money) become the number, and a list of numbers is read from
 * '5000, 10000'. Every other field is passed as text (its own schema reads form text).
 */
export function fieldsFromMultipart(
  fields: z.ZodObject,
  texts: Readonly<Record<string, string>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(texts).map(([name, text]) => {
      const schema = fields.shape[name];
      const read = schema && textReaderOf(schema);
      return [name, read ? read(text) : text];
    }),
  );
}

/** A record id given as a number or as text; '* Campo obrigatório' when missing. */
export const formIdSchema = makeFormIntegerSchema({
  required: v.required,
  invalid: v.invalidId,
  min: 1,
  max: ID_MAX,
});

/** true/false, or the texts 'true'/'false'/'1'/'0' of a form field. */
export const formBooleanSchema = z.preprocess(
  booleanFromText,
  z.boolean({
    error: (issue) => (isBlank(issue.input) ? v.required : v.invalidValue),
  }),
);
