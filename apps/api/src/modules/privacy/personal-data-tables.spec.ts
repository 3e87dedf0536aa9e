import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as schema from '@celebra/db';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { PERSONAL_DATA_TABLES } from './personal-data-tables';

/** Every table the Drizzle schema declares, by its SQL name. */
const schemaTables = Object.values(schema as Record<string, unknown>)
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .sort();

const registered = Object.keys(PERSONAL_DATA_TABLES).sort();

/** The rows of the table in docs/privacy.md's "Every table and its rule": `| table | subject | erase |`. */
function documentedRules(): Record<string, { subject: string; erase: string }> {
  const doc = readFileSync(
    path.resolve(__dirname, '../../../../../docs/privacy.md'),
    'utf8',
  );
  const section =
    doc.split('## Every table and its rule')[1]?.split('\n## ')[0] ?? '';
  return Object.fromEntries(
    [
      ...section.matchAll(/^\|\s*`([a-z_]+)`\s*\|\s*(\w+)\s*\|\s*(\w+)\s*\|/gm),
    ].map(([, table, subject, erase]) => [table, { subject, erase }]),
  );
}

describe('the register of personal data', () => {
  it.each(schemaTables)(
    '%s has a rule (whose data, and what erasure does)',
    (table) => {
      expect(registered).toContain(table);
    },
  );

  it.each(registered)('%s is a table of the schema', (table) => {
    expect(schemaTables).toContain(table);
  });

  it('is what docs/privacy.md lists, table by table', () => {
    expect(documentedRules()).toEqual(PERSONAL_DATA_TABLES);
  });
});
