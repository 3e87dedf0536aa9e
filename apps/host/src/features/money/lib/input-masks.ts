const digitsOf = (input: string, max: number) =>
  input.replace(/\D/g, '').slice(0, max);

/** Inserts `separators` (keyed by the digit index they precede) as the digits arrive. */
const progressive = (
  digits: string,
  separators: Readonly<Record<number, string>>,
): string =>
  Array.from(digits, (digit, index) => (separators[index] ?? '') + digit).join(
    '',
  );

/** '12345678909' → '123.456.789-09', progressively. */
export const maskCpf = (input: string): string =>
  progressive(digitsOf(input, 11), { 3: '.', 6: '.', 9: '-' });

/** '11222333000181' → '11.222.333/0001-81', progressively. */
export const maskCnpj = (input: string): string =>
  progressive(digitsOf(input, 14), { 2: '.', 5: '.', 8: '/', 12: '-' });

/** A CPF while it has up to 11 digits, then a CNPJ. */
export const maskCpfOrCnpj = (input: string): string =>
  digitsOf(input, 14).length <= 11 ? maskCpf(input) : maskCnpj(input);

/** Digits only, at most `max`. */
export const maskDigits =
  (max: number) =>
  (input: string): string =>
    digitsOf(input, max);

/** A bank account's check digit: up to 2 of 0–9 or X. */
export const maskAccountDigit = (input: string): string =>
  input
    .toUpperCase()
    .replace(/[^0-9X]/g, '')
    .slice(0, 2);

/** A random Pix key (UUID): hexadecimal digits and hyphens, lower-case, 36 characters. */
export const maskEvp = (input: string): string =>
  input
    .toLowerCase()
    .replace(/[^0-9a-f-]/g, '')
    .slice(0, 36);
