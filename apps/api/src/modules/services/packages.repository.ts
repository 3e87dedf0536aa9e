import { type DbOrTx, eventServices, services } from '@celebra/db';
import { asc, eq } from 'drizzle-orm';
import { hasRow, rowsById } from '../../lib/rows';

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

/** Updating answers the id, undefined when there is no such service. */
export const {
  find: findService,
  insert: insertService,
  update: updateService,
  remove: deleteService,
} = rowsById(services, serviceColumns);

/** True when an event bought or started buying the service. */
export function isServicePurchased(db: DbOrTx, id: number) {
  return hasRow(
    db
      .select({ id: eventServices.id })
      .from(eventServices)
      .where(eq(eventServices.serviceId, id))
      .limit(1),
  );
}
