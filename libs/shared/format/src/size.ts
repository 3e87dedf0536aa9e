const countFormatter = new Intl.NumberFormat('pt-BR');
const sizeFormatter = new Intl.NumberFormat('pt-BR', {
  maximumFractionDigits: 1,
});

const UNITS = [
  ['GB', 1024 ** 3],
  ['MB', 1024 ** 2],
] as const;

/** A whole number with pt-BR thousands: 1000 → '1.000'. */
export function formatCount(count: number): string {
  return countFormatter.format(count);
}

/**
 * A file size in pt-BR (binary units, as phones and computers show them): 1.2 GiB → '1,2 GB',
 * 350 MiB → '350 MB', anything under 1 MiB in KB ('0 KB' for none).
 */
export function formatFileSize(bytes: number): string {
  for (const [unit, size] of UNITS)
    if (bytes >= size) return `${sizeFormatter.format(bytes / size)} ${unit}`;
  return `${countFormatter.format(Math.ceil(bytes / 1024))} KB`;
}
