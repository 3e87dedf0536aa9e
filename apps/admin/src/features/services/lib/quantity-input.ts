/**
 * What the quantity field keeps of a typed text (spec admin §5 Service form): the integer it
 * starts with ('12' → '12', '007' → '7', '-3' → '-3', flagged later as 'Valor inválido'),
 * '0' for anything non-numeric, and a lone '-' so that a negative number can be typed.
 */
export const normalizeQuantityInput = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed === '-') return trimmed;
  const value = Number.parseInt(trimmed, 10);
  return String(Number.isNaN(value) ? 0 : value);
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
