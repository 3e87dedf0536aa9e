import { itemAt } from '@celebra/contracts';

/**
 * The single row of a statement that always yields one: an `insert … returning`, an update
 * of a row known to exist, an aggregate. Throws when there is none.
 */
export function oneRow<Row>(rows: readonly Row[]): Row {
  return itemAt(rows, 0);
}
