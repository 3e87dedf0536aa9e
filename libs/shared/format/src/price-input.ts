import { formatCentsDecimal } from './currency';
import { onlyDigits } from './digits';

/** Digits kept by the price input; 15 digits stay within Number.MAX_SAFE_INTEGER. */
export const PRICE_INPUT_MAX_DIGITS = 15;

function priceDigits(input: string): string {
  return onlyDigits(input).slice(0, PRICE_INPUT_MAX_DIGITS);
}

/** Reads a typed price as centavos from its digits only: '1.234,56' → 123456, 'abc' → 0. */
export function priceDigitsToCents(input: string): number {
  const digits = priceDigits(input);
  return digits === '' ? 0 : Number(digits);
}

/** Masks a typed price: digits divided by 100 in Brazilian format, '123456' → '1.234,56', '' → ''. */
export function maskPriceInput(input: string): string {
  const digits = priceDigits(input);
  return digits === '' ? '' : formatCentsDecimal(Number(digits));
}
