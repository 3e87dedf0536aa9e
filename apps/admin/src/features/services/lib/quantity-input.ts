/**
 * What the quantity field keeps of a typed text: the integer it
 * starts with ('12' → '12', '007' → '7', '3,5' → '3'), '0' for anything non-numeric, and a
 * minus sign typed anywhere makes it negative ('0-' → '-', '-3' → '-3'), which the form then
 * flags as 'Valor inválido'.
 */
export const normalizeQuantityInput = (text: string): string => {
  const negative = text.includes('-');
  const value = Number.parseInt(text.replaceAll('-', '').trim(), 10);
  if (Number.isNaN(value) || value === 0) return negative ? '-' : '0';
  return String(negative ? -value : value);
};

const currentValue = (text: string): number => {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) || value < 0 ? 0 : value;
};

/** The minus button: one less, never below 0. */
export const decreaseQuantity = (text: string): string =>
  String(Math.max(0, currentValue(text) - 1));

/** The plus button: one more, counting an invalid value as 0. */
export const increaseQuantity = (text: string): string =>
  String(currentValue(text) + 1);
