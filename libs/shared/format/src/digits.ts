/** Keeps only the ASCII digits of `input`. */
export function onlyDigits(input: string): string {
  return input.replace(/\D/g, '');
}
