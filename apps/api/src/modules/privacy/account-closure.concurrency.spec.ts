import { createDb, outbox, users } from '@celebra/db';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost } from '../../test/factories';
import { insertOrder } from '../../test/money-factories';
import { createAccountClosureService } from './account-closure.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

describe('two api instances sweeping at once', () => {
  it('erase a closed account once, and postpone a held one once', async () => {
    const { db } = t.database;
    // On PostgreSQL the second instance has a pool of its own, so the sweeps truly race.
    const second = t.database.databaseUrl
      ? await createDb({ databaseUrl: t.database.databaseUrl })
      : undefined;
    try {
      const free = await createHost(db);
      const held = await createHost(db);
      await insertOrder(db, held.event.id, { itemPrices: [5_000] });
      for (const host of [free, held])
        await db
          .update(users)
          .set({ closesAt: new Date(Date.now() - 1000) })
          .where(eq(users.id, host.user.id));
      const sweeps = [db, second?.db ?? db].map((instanceDb) =>
        createAccountClosureService({
          db: instanceDb,
          media: t.app.media,
          publicEvents: { changed: async () => undefined },
        }).eraseDue(),
      );
      const counts = await Promise.all(sweeps);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);

      const [erased] = await db
        .select()
        .from(users)
        .where(eq(users.id, free.user.id));
      expect(erased?.email).toBe(`encerrada+${free.user.id}@invalid`);
      const [waiting] = await db
        .select()
        .from(users)
        .where(eq(users.id, held.user.id));
      expect(waiting?.closedAt).toBeNull();
      const postponedMails = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.recipient, held.user.email),
            eq(outbox.subject, 'O encerramento da sua conta foi adiado'),
          ),
        );
      expect(postponedMails).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
});
