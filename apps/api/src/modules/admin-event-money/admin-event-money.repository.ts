import {
  type DbOrTx,
  eventServices,
  services,
  serviceTypes,
} from '@celebra/db';
import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';

const eventServiceColumns = {
  id: eventServices.id,
  serviceId: eventServices.serviceId,
  name: services.name,
  price: eventServices.price,
  type: eventServices.type,
  quantity: eventServices.quantity,
};

export function listContractedServices(db: DbOrTx, eventId: number) {
  return db
    .select({
      ...eventServiceColumns,
      contractedAt: eventServices.contractedAt,
    })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .where(
      and(
        eq(eventServices.eventId, eventId),
        eq(eventServices.status, 'CONTRACTED'),
      ),
    )
    .orderBy(desc(eventServices.contractedAt), desc(eventServices.id));
}

/** PENDING purchases whose payment link has not expired yet. */
export function listPendingServices(db: DbOrTx, eventId: number, now: Date) {
  return db
    .select({ ...eventServiceColumns, expiresAt: eventServices.expiresAt })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .where(
      and(
        eq(eventServices.eventId, eventId),
        eq(eventServices.status, 'PENDING'),
        or(isNull(eventServices.expiresAt), gt(eventServices.expiresAt, now)),
      ),
    )
    .orderBy(desc(eventServices.createdAt), desc(eventServices.id));
}

/** The active service types: the free packages every event has. */
export function listDefaultServices(db: DbOrTx) {
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
