const percentFormatter = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  maximumFractionDigits: 2,
});

/** Basis points as a pt-BR percentage: 500 → '5%', 450 → '4,5%'. */
export function formatPercentBps(bps: number): string {
  return percentFormatter.format(bps / 10_000);
}
