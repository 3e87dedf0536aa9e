import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { seedAdmin } from './seed-admin';
import { seedCatalogue } from './seed-catalogue';
import { seedDemoEvent } from './seed-demo-event';
import type { SeedOptions, SeedResult } from './seed-options';
import { seedServices, seedServiceTypes } from './seed-services';

/** Serialises concurrent seeds (several api instances starting on one database). */
const SEED_LOCK_KEY = 7_204_113_902;

/**
 * Seeds the first admin, service types and packages, the gift catalogue and the demo event.
 * Idempotent: each part is added only when missing, in one transaction.
 */
export function seedDemo(db: Db, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const adminCreated = await seedAdmin(tx, options);
    const serviceTypesCreated = await seedServiceTypes(tx);
    const servicesCreated = await seedServices(tx);
    const catalogueCreated = await seedCatalogue(tx, options);
    const demoCreated =
      (options.includeDemoEvent ?? true) && (await seedDemoEvent(tx, options));
    return {
      adminCreated,
      serviceTypesCreated,
      servicesCreated,
      catalogueCreated,
      demoCreated,
    };
  });
}
