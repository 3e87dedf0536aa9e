import { type Db, oneRow } from '@celebra/db';
import { sql } from 'drizzle-orm';

/** Row count and a digest of the content of every table, to prove a request wrote nothing. */
export type TableSnapshot = Record<string, { rows: number; digest: string }>;

/**
 * Every table of the schema but `sessions` (each authenticated request stamps its session's
 * last use).
 */
export async function snapshotTables(db: Db): Promise<TableSnapshot> {
  const { rows: tables } = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name <> 'sessions'
    order by table_name`);
  const snapshot: TableSnapshot = {};
  for (const { table_name: name } of tables) {
    const { rows } = await db.execute<{ rows: number; digest: string }>(sql`
      select count(*)::int as rows,
        md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${sql.identifier(name)} t`);
    snapshot[name] = oneRow(rows);
  }
  return snapshot;
}
