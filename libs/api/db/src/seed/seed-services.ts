import type { DbOrTx } from '../database';
import { services, serviceTypes } from '../schema';
import { SEED_SERVICE_TYPES, SEED_SERVICES } from './services-data';

/** Adds the service types that are missing (by code). */
export async function seedServiceTypes(tx: DbOrTx): Promise<number> {
  const created = await tx
    .insert(serviceTypes)
    .values(SEED_SERVICE_TYPES)
    .onConflictDoNothing({ target: serviceTypes.code })
    .returning({ id: serviceTypes.id });
  return created.length;
}

/** Adds the purchasable packages when the platform has none yet. */
export async function seedServices(tx: DbOrTx): Promise<number> {
  const [existing] = await tx
    .select({ id: services.id })
    .from(services)
    .limit(1);
  if (existing) return 0;
  const created = await tx
    .insert(services)
    .values(SEED_SERVICES)
    .returning({ id: services.id });
  return created.length;
}
