import { formatBRL, formatDateTime } from '@celebra/format';
import type { TableColumn } from './table';

/** When the row was created, as date and time; unwrapped unless `className` says otherwise. */
export const createdAtColumn = <Row extends { createdAt: string }>(
  header: string,
  className = 'whitespace-nowrap',
): TableColumn<Row> => ({
  key: 'createdAt',
  header,
  cell: (row) => formatDateTime(row.createdAt),
  className,
});

/** An amount in reais, never wrapped. */
export const moneyColumn = <Row>(
  key: string,
  header: string,
  /** In centavos. */
  amount: (row: Row) => number,
): TableColumn<Row> => ({
  key,
  header,
  cell: (row) => formatBRL(amount(row)),
  className: 'whitespace-nowrap',
});
