import {
  type DbOrTx,
  eventServices,
  type NewService,
  services,
  oneRow,
} from '@celebra/db';
import { asc, eq } from 'drizzle-orm';

// The purchasable packages (back office).

const serviceColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  price: services.price,
  type: services.type,
  active: services.active,
  quantity: services.quantity,
};

export function listAdminServices(db: DbOrTx) {
  return db.select(serviceColumns).from(services).orderBy(asc(services.id));
}

export async function findService(db: DbOrTx, id: number) {
  const [service] = await db
    .select(serviceColumns)
    .from(services)
    .where(eq(services.id, id));
  return service;
}

export async function insertService(db: DbOrTx, values: NewService) {
  const created = oneRow(
    await db.insert(services).values(values).returning({ id: services.id }),
  );
  return created;
}

/** The updated row's id, or undefined when there is no such service. */
export async function updateService(
  db: DbOrTx,
  id: number,
  values: Partial<NewService>,
) {
  const [updated] = await db
    .update(services)
    .set(values)
    .where(eq(services.id, id))
    .returning({ id: services.id });
  return updated;
}

export async function deleteService(db: DbOrTx, id: number) {
  await db.delete(services).where(eq(services.id, id));
}

/** True when an event bought or started buying the service. */
export async function isServicePurchased(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: eventServices.id })
    .from(eventServices)
    .where(eq(eventServices.serviceId, id))
    .limit(1);
  return row !== undefined;
}
