import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { migrateDb, MIGRATIONS_FOLDER } from './migrate';
import { oneRow } from './one-row';
import { eventCategories, eventMembers, events, eventTypes } from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

/*
 * 0009_event_members gives every event that exists before it an owner, its creator
 * (`events.user_id`): a database stopped at 0008 with events, then migrated to the end.
 */

const BEFORE = '0009_event_members';

let database: TestDatabase;
let folder: string;

/** The migrations up to (not including) `tag`, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const out = await mkdtemp(path.join(tmpdir(), 'celebra-migrations-'));
  await cp(MIGRATIONS_FOLDER, out, { recursive: true });
  const journalPath = path.join(out, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return out;
}

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  folder = await migrationsBefore(BEFORE);
}, 60_000);

afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

it('gives every existing event its creator as owner, and nothing else', async () => {
  const { db } = database;
  await migrateDb(database, { migrationsFolder: folder });

  // Written as 0008 knew the table: the drizzle schema has columns added since.
  const insertUser = async (name: string) =>
    oneRow(
      (
        await db.execute<{ id: number }>(sql`insert into users
          (first_name, last_name, email, phone_number, password_hash)
          values (${name}, 'Souza', ${`${name}@example.com`}, '(11) 98765-4321', 'x')
          returning id`)
      ).rows,
    );
  const ana = await insertUser('ana');
  const bia = await insertUser('bia');
  const type = oneRow(
    await db.insert(eventTypes).values({ name: 'Casamento' }).returning(),
  );
  const category = oneRow(
    await db
      .insert(eventCategories)
      .values({ eventTypeId: type.id, name: 'Casa' })
      .returning(),
  );
  // Written as 0008 knew the table (the drizzle schema already has the new tables).
  const insertEvent = (userId: number, slug: string) =>
    db.execute(sql`insert into events (user_id, event_category_id, slug, title)
      values (${userId}, ${category.id}, ${slug}, 'Festa')`);
  await insertEvent(ana.id, 'festa-da-ana');
  await insertEvent(ana.id, 'outra-da-ana');
  await insertEvent(bia.id, 'festa-da-bia');

  await migrateDb(database);

  const owners = await db
    .select({
      slug: events.slug,
      userId: eventMembers.userId,
      role: eventMembers.role,
      since: eventMembers.createdAt,
      createdAt: events.createdAt,
    })
    .from(eventMembers)
    .innerJoin(events, eq(events.id, eventMembers.eventId))
    .orderBy(asc(events.id));
  expect(owners.map(({ slug, userId, role }) => [slug, userId, role])).toEqual([
    ['festa-da-ana', ana.id, 'owner'],
    ['outra-da-ana', ana.id, 'owner'],
    ['festa-da-bia', bia.id, 'owner'],
  ]);
  for (const owner of owners) expect(owner.since).toEqual(owner.createdAt);
}, 120_000);
