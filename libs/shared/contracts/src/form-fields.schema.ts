import { z } from 'zod';
import { ID_MAX } from './constants';
import * as messages from './texts/shared';

/*
 * Fields that arrive as numbers or booleans in JSON and as text in multipart forms: one schema
 * validates both, so an upload form and its JSON twin give the same messages.
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
