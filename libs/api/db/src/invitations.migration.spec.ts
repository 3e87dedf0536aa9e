import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { migrateDb, MIGRATIONS_FOLDER } from './migrate';
import { oneRow } from './one-row';
import { guests, invitations } from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

/*
 * 0020_invitations makes every guest of a list a one-person invitation: a database stopped
 * before it with guests (from the site, by the host, anonymised), then migrated to the end.
 */

const BEFORE = '0020_invitations';

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

it('makes each guest a one-person invitation with its own code, keeping everything of the guest', async () => {
  const { db } = database;
  await migrateDb(database, { migrationsFolder: folder });

  // Written as 0019 knew the tables: the drizzle schema has columns added since.
  const user = oneRow(
    (
      await db.execute<{ id: number }>(sql`insert into users
        (first_name, last_name, email, phone_number, password_hash)
        values ('Ana', 'Souza', 'ana@example.com', '(11) 98765-4321', 'x') returning id`)
    ).rows,
  );
  const type = oneRow(
    (
      await db.execute<{ id: number }>(
        sql`insert into event_types (name) values ('Casamento') returning id`,
      )
    ).rows,
  );
  const category = oneRow(
    (
      await db.execute<{
        id: number;
      }>(sql`insert into event_categories (event_type_id, name)
        values (${type.id}, 'Casa') returning id`)
    ).rows,
  );
  const event = oneRow(
    (
      await db.execute<{
        id: number;
      }>(sql`insert into events (user_id, event_category_id, slug, title)
        values (${user.id}, ${category.id}, 'festa-da-ana', 'Festa') returning id`)
    ).rows,
  );
  const site = new Date('2027-03-01T12:00:00Z');
  await db.execute(sql`insert into guests
    (event_id, first_name, last_name, email, phone_number, attending, companions, companion_names, note, source, created_at)
    values
    (${event.id}, 'Maria', 'Silva', 'maria@example.com', '(11) 91234-5678', true, 2, array['Leo Silva', 'Bia Silva'], 'Vamos com alegria!', 'guest', ${site}),
    (${event.id}, 'João', 'Lima', 'joao@example.com', '(21) 99876-5432', false, 0, '{}', null, 'host', ${site}),
    (${event.id}, 'Convidado', 'removido', '', '', true, 1, '{}', null, 'guest', ${site})`);
  await db.execute(
    sql`update guests set anonymised_at = now() where first_name = 'Convidado'`,
  );
  const before = (await db.execute(sql`select * from guests order by id`)).rows;

  await migrateDb(database);

  const rows = await db
    .select({ guest: guests, invitation: invitations })
    .from(guests)
    .innerJoin(invitations, eq(invitations.id, guests.invitationId))
    .orderBy(asc(guests.id));
  expect(rows).toHaveLength(3);
  const after = (await db.execute(sql`select * from guests order by id`)).rows;
  after.forEach((row, index) =>
    expect(row).toEqual(
      expect.objectContaining({
        ...before[index],
        invitation_id: expect.any(Number),
        position: 0,
        is_child: false,
      }),
    ),
  );
  expect(
    rows.map(({ invitation }) => ({
      name: invitation.name,
      maxCompanions: invitation.maxCompanions,
      email: invitation.email,
      phoneNumber: invitation.phoneNumber,
      source: invitation.source,
      answeredAt: invitation.answeredAt,
      anonymised: invitation.anonymisedAt !== null,
      needsReview: invitation.needsReview,
    })),
  ).toEqual([
    {
      name: 'Maria Silva',
      maxCompanions: 2,
      email: 'maria@example.com',
      phoneNumber: '(11) 91234-5678',
      source: 'site',
      answeredAt: site,
      anonymised: false,
      needsReview: false,
    },
    {
      name: 'João Lima',
      maxCompanions: 0,
      email: 'joao@example.com',
      phoneNumber: '(21) 99876-5432',
      source: 'host',
      answeredAt: null,
      anonymised: false,
      needsReview: false,
    },
    {
      name: 'Convidado removido',
      maxCompanions: 1,
      email: '',
      phoneNumber: '',
      source: 'site',
      answeredAt: site,
      anonymised: true,
      needsReview: false,
    },
  ]);
  const codes = rows.map(({ invitation }) => invitation.code);
  expect(new Set(codes).size).toBe(3);
  for (const code of codes) expect(code.length).toBeGreaterThanOrEqual(22);
  expect(new Set(rows.map(({ invitation }) => invitation.id)).size).toBe(3);
}, 120_000);
