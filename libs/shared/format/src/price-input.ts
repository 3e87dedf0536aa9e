/** Digits of reais kept by the price input; 13 + 2 digits of centavos stay within Number.MAX_SAFE_INTEGER. */
export const PRICE_INPUT_MAX_DIGITS = 13;

/** A '.' or ',' followed by one or two digits at the end: the centavos ('150.5', '150,50'). */
const DOT_DECIMALS = /\.(\d{1,2})$/;

/**
 * Splits a typed price into reais and centavos digits. The comma is the decimal separator and
 * dots group thousands ('1.500,5'); without a comma, a dot followed by one or two digits at the
 * end is read as the decimal separator ('150.5'), as a phone keyboard may offer only '.'.
 */
function priceParts(input: string): { reais: string; centavos: string } {
  const kept = input.replace(/[^\d.,]/g, '');
  const comma = kept.indexOf(',');
  if (comma >= 0)
    return {
      reais: kept.slice(0, comma).replace(/\D/g, ''),
      centavos: kept.slice(comma + 1).replace(/\D/g, ''),
    };
  const dot = DOT_DECIMALS.exec(kept);
  if (dot && kept.indexOf('.') === dot.index)
    return {
      reais: kept.slice(0, dot.index).replace(/\D/g, ''),
      centavos: dot[1] ?? '',
    };
  return { reais: kept.replace(/\D/g, ''), centavos: '' };
}

/**
 * Reads a typed price in reais as centavos: '150' → 15000, '150,5' → 15050, '1.234,56' →
 * 123456, 'R$ 0,05' → 5; no digits → 0. Digits past the limits are ignored.
 */
export function priceInputToCents(input: string): number {
  const { reais, centavos } = priceParts(input);
  const whole = Number(reais.slice(0, PRICE_INPUT_MAX_DIGITS) || '0');
  const fraction = Number(centavos.slice(0, 2).padEnd(2, '0'));
  return whole * 100 + fraction;
}

/**
 * What the price input keeps of what was typed: digits, the thousands dots and one decimal
 * comma with at most two digits after it; '150' stays '150' (R$ 150,00), 'R$ 12a,345' →
 * '12,34'. Typing goes on at the end, so the text is not regrouped while the guest types.
 */
export function maskPriceInput(input: string): string {
  const kept = input.replace(/[^\d.,]/g, '');
  const comma = kept.search(/,/);
  const whole = (comma >= 0 ? kept.slice(0, comma) : kept)
    .replace(/^[.]+/, '')
    .slice(0, PRICE_INPUT_MAX_DIGITS + 4);
  if (comma < 0) return whole;
  const centavos = kept
    .slice(comma + 1)
    .replace(/\D/g, '')
    .slice(0, 2);
  return `${whole || '0'},${centavos}`;
}
