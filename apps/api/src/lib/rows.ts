import { type DbOrTx, oneRow } from '@celebra/db';
import { type ColumnBaseConfig, eq } from 'drizzle-orm';
import type {
  PgColumn,
  PgInsertValue,
  PgTable,
  PgUpdateSetSource,
  SelectedFields,
} from 'drizzle-orm/pg-core';

/** The first row a query answers, or undefined when it answers none. */
export async function firstRow<Row>(
  query: PromiseLike<Row[]>,
): Promise<Row | undefined> {
  const [row] = await query;
  return row;
}

/** Whether a query answers any row. */
export async function hasRow(query: PromiseLike<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

type TableWithId = PgTable & {
  id: PgColumn<
    ColumnBaseConfig<'number', string> & { data: number; notNull: true }
  >;
};

/**
 * The plain edits of a table keyed by its numeric `id`, as the back office makes them: one row
 * read with `columns`, an insert that answers the new id, an update that answers the id
 * (undefined when there is no such row) and a delete.
 */
export function rowsById<
  Table extends TableWithId,
  Columns extends SelectedFields,
>(table: Table, columns: Columns) {
  const byId = (id: number) => eq(table.id, id);
  const idColumn = { id: table.id };
  return {
    find: (db: DbOrTx, id: number) =>
      firstRow(
        db
          .select(columns)
          .from(table as PgTable)
          .where(byId(id)),
      ),
    insert: async (db: DbOrTx, values: PgInsertValue<Table>) =>
      oneRow(await db.insert(table).values(values).returning(idColumn)),
    update: (db: DbOrTx, id: number, values: PgUpdateSetSource<Table>) =>
      firstRow(
        db.update(table).set(values).where(byId(id)).returning(idColumn),
      ),
    async remove(db: DbOrTx, id: number): Promise<void> {
      await db.delete(table).where(byId(id));
    },
  };
}
