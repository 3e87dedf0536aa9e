import { payouts, users } from '@celebra/db';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import { createAccountClosureService } from './account-closure.service';
import { collectHostData, type HostDataScope } from './host-data-export';
import { rowsHold, writeHostDataFixtures } from './host-data.fixtures';
import {
  PERSONAL_DATA_TABLES,
  type HostDataTable,
} from './personal-data-tables';

/** Every table of the registry with a host's personal data. */
const HOST_TABLES = (
  Object.keys(PERSONAL_DATA_TABLES) as (keyof typeof PERSONAL_DATA_TABLES)[]
).filter((table) => {
  const { subject } = PERSONAL_DATA_TABLES[table];
  return subject === 'host' || subject === 'both';
}) as HostDataTable[];

const scopeOf = (host: TestHost): HostDataScope => ({
  userId: host.user.id,
  email: host.user.email,
  eventIds: [host.event.id],
});

let t: TestApp;
let ana: TestHost;
let bruno: TestHost;
let anaMarkers: Record<HostDataTable, string | number>;
let brunoMarkers: Record<HostDataTable, string | number>;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  ana = await createHost(db);
  bruno = await createHost(db);
  anaMarkers = await writeHostDataFixtures(db, ana, 'ana-marker');
  brunoMarkers = await writeHostDataFixtures(db, bruno, 'bruno-marker');
}, 120_000);

afterAll(() => t.close());

describe("a host's export, table by table", () => {
  it('covers every table the registry says holds a host’s data', () => {
    expect(HOST_TABLES.length).toBeGreaterThan(15);
    expect(Object.keys(anaMarkers).sort()).toEqual([...HOST_TABLES].sort());
  });

  it.each(HOST_TABLES)(
    "%s: holds the host's own row and none of another host's",
    async (table) => {
      const data = await collectHostData(t.database.db, scopeOf(ana));
      expect(rowsHold(data[table], anaMarkers[table])).toBe(true);
      expect(rowsHold(data[table], brunoMarkers[table])).toBe(false);
      expect(JSON.stringify(data)).not.toContain(bruno.user.email);
      expect(JSON.stringify(data)).not.toContain('bruno-marker');
    },
  );

  it('never holds a secret: password or token hashes, the sealed payout destination', async () => {
    const text = JSON.stringify(
      await collectHostData(t.database.db, scopeOf(ana)),
    );
    expect(text).not.toMatch(
      /passwordHash|tokenHash|sealed-|reset-ana|export-ana/,
    );
  });
});

describe("closing a host's account erases each table by its rule", () => {
  let before: Awaited<ReturnType<typeof collectHostData>>;
  let after: Awaited<ReturnType<typeof collectHostData>>;
  let brunoBefore: string;

  beforeAll(async () => {
    const { db } = t.database;
    before = await collectHostData(db, scopeOf(ana));
    brunoBefore = JSON.stringify(await collectHostData(db, scopeOf(bruno)));
    await db
      .update(users)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, ana.user.id));
    const closure = createAccountClosureService({
      db,
      media: t.app.media,
      publicEvents: { changed: async () => undefined },
    });
    expect(await closure.eraseDue()).toBe(1);
    after = await collectHostData(db, scopeOf(ana));
  });

  it.each(HOST_TABLES)('%s: by its registry rule', (table) => {
    const marker = anaMarkers[table];
    expect(rowsHold(before[table], marker)).toBe(true);
    switch (PERSONAL_DATA_TABLES[table].erase) {
      case 'delete':
        expect(rowsHold(after[table], marker)).toBe(false);
        break;
      case 'anonymise':
        expect(after[table].length).toBeGreaterThan(0);
        expect(rowsHold(after[table], marker)).toBe(false);
        break;
      case 'keep':
        expect(rowsHold(after[table], marker)).toBe(true);
        break;
    }
  });

  it("leaves another host's data as it was", async () => {
    const now = JSON.stringify(
      await collectHostData(t.database.db, scopeOf(bruno)),
    );
    expect(now).toBe(brunoBefore);
  });

  it('keeps the payouts as money records without the sealed destination', async () => {
    const rows = await t.database.db
      .select({
        sealed: payouts.destinationEncrypted,
        amount: payouts.paidAmount,
      })
      .from(payouts)
      .where(inArray(payouts.eventId, [ana.event.id]));
    expect(rows).toEqual([{ sealed: null, amount: 5_000 }]);
  });
});
