import { type DbOrTx, serviceTypes } from '@celebra/db';
import { asc, eq } from 'drizzle-orm';
import { rowsById } from '../../lib/rows';

// The service types: the free package every event gets of each.

const serviceTypeColumns = {
  id: serviceTypes.id,
  code: serviceTypes.code,
  name: serviceTypes.name,
  description: serviceTypes.description,
  includedQuantity: serviceTypes.includedQuantity,
  active: serviceTypes.active,
};

export function listServiceTypes(db: DbOrTx) {
  return db
    .select(serviceTypeColumns)
    .from(serviceTypes)
    .orderBy(asc(serviceTypes.id));
}

/** Updating answers the id, undefined when there is no such service type. */
export const { find: findServiceType, update: updateServiceType } = rowsById(
  serviceTypes,
  serviceTypeColumns,
);

/** The active service types, whether or not they include anything (the back office's view). */
export function listActiveServiceTypes(db: DbOrTx) {
  return db
    .select({
      id: serviceTypes.id,
      name: serviceTypes.name,
      type: serviceTypes.code,
      quantity: serviceTypes.includedQuantity,
    })
    .from(serviceTypes)
    .where(eq(serviceTypes.active, true))
    .orderBy(asc(serviceTypes.id));
}
