import { onlyDigits } from './digits';

const PHONE_MAX_DIGITS = 11;

/** Length of a complete mobile phone as masked: '(11) 98765-4321'. */
export const PHONE_MAX_LENGTH = 15;

/** A complete phone: '(DD) NNNNN-NNNN' (mobile) or '(DD) NNNN-NNNN' (landline); area codes have no 0. */
export const PHONE_PATTERN = /^\([1-9]{2}\) \d{4,5}-\d{4}$/;

/** The digits of a phone, at most 11 (area code + number). */
export function phoneDigits(input: string): string {
  return onlyDigits(input).slice(0, PHONE_MAX_DIGITS);
}

/**
 * Progressive phone mask: '11' → '(11', '1198765' → '(11) 9876-5',
 * '1198765432' → '(11) 9876-5432', '11987654321' → '(11) 98765-4321'.
 */
export function maskPhone(input: string): string {
  const digits = phoneDigits(input);
  if (digits === '') return '';
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  if (number === '') return `(${area}`;
  const head = number.length === 9 ? 5 : 4;
  if (number.length <= head) return `(${area}) ${number}`;
  return `(${area}) ${number.slice(0, head)}-${number.slice(head)}`;
}
