import { type DbOrTx, type NewServiceType, serviceTypes } from '@celebra/db';
import { asc, eq } from 'drizzle-orm';

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

export async function findServiceType(db: DbOrTx, id: number) {
  const [serviceType] = await db
    .select(serviceTypeColumns)
    .from(serviceTypes)
    .where(eq(serviceTypes.id, id));
  return serviceType;
}

/** The updated row's id, or undefined when there is no such service type. */
export async function updateServiceType(
  db: DbOrTx,
  id: number,
  values: Pick<
    NewServiceType,
    'name' | 'description' | 'includedQuantity' | 'active'
  >,
) {
  const [updated] = await db
    .update(serviceTypes)
    .set(values)
    .where(eq(serviceTypes.id, id))
    .returning({ id: serviceTypes.id });
  return updated;
}

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
