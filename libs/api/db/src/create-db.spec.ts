import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createDb } from './create-db';
import { migrateDb } from './migrate';
import { eventTypes } from './schema';

describe('createDb with PGlite on a data directory', () => {
  let parent: string;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'celebra-db-'));
  });

  afterAll(() => rm(parent, { recursive: true, force: true }));

  it('creates the missing directory and keeps the data across restarts', async () => {
    const dataDir = path.join(parent, 'nested', 'db');
    const first = await createDb({ dataDir });
    expect(first.kind).toBe('pglite');
    await migrateDb(first);
    await first.db.insert(eventTypes).values({ name: 'Casamento' });
    await first.close();
    expect((await stat(dataDir)).isDirectory()).toBe(true);

    const second = await createDb({ dataDir });
    try {
      await expect(second.ping()).resolves.toBeUndefined();
      await migrateDb(second);
      const rows = await second.db
        .select()
        .from(eventTypes)
        .where(eq(eventTypes.name, 'Casamento'));
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
    await expect(second.ping()).rejects.toThrow();
  }, 60_000);
});
