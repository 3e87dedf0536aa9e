import { onlyDigits } from './digits';

const CEP_DIGITS = 8;

/** A complete CEP: 5 digits, optional hyphen, 3 digits. */
export const CEP_PATTERN = /^\d{5}-?\d{3}$/;

/** The digits of a CEP, at most 8. */
export function cepDigits(input: string): string {
  return onlyDigits(input).slice(0, CEP_DIGITS);
}

/** Progressive CEP mask: '01310' → '01310', '01310100' → '01310-100' (at most 9 characters). */
export function maskCep(input: string): string {
  const digits = cepDigits(input);
  if (digits.length <= 5) return digits;
  return `${digits.slice(0, 5)}-${digits.slice(5)}`;
}
