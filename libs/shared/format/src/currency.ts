const decimalFormatter = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

const NO_BREAK_SPACE = '\u00a0';

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Expected integer centavos, received ${cents}`);
  }
}

/** Formats integer centavos in Brazilian notation without a currency symbol: 123456 → '1.234,56'. */
export function formatCentsDecimal(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  return sign + decimalFormatter.format(Math.abs(cents) / 100);
}

/**
 * Formats integer centavos as Brazilian reais: 123456 → 'R$ 1.234,56',
 * with a no-break space (U+00A0) after 'R$'. Non-integer or unsafe input throws a RangeError,
 * because money is always held in integer centavos.
 */
export function formatBRL(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}R$${NO_BREAK_SPACE}${decimalFormatter.format(Math.abs(cents) / 100)}`;
}
