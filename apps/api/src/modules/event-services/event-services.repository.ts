import {
  type DbOrTx,
  eventServices,
  services,
  serviceTypes,
} from '@celebra/db';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';

/** The free packages: active service types that include something. */
export function listDefaultPackages(db: DbOrTx) {
  return db
    .select({
      id: serviceTypes.id,
      type: serviceTypes.code,
      name: serviceTypes.name,
      description: serviceTypes.description,
      quantity: serviceTypes.includedQuantity,
    })
    .from(serviceTypes)
    .where(
      and(eq(serviceTypes.active, true), gt(serviceTypes.includedQuantity, 0)),
    )
    .orderBy(asc(serviceTypes.id));
}

/** Purchasable packages. */
export function listTurboPackages(db: DbOrTx) {
  return db
    .select({
      id: services.id,
      type: services.type,
      name: services.name,
      description: services.description,
      price: services.price,
      quantity: services.quantity,
    })
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.type), asc(services.price), asc(services.id));
}

/** Packages paid for the event, oldest first, with type, price and quantity as paid. */
export function listContractedPackages(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: eventServices.id,
      serviceId: eventServices.serviceId,
      type: eventServices.type,
      name: services.name,
      description: services.description,
      price: eventServices.price,
      quantity: eventServices.quantity,
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
    .orderBy(asc(eventServices.contractedAt), asc(eventServices.id));
}

/** Purchases waiting for payment whose checkout has not expired, soonest due first. */
export function listPendingPackages(db: DbOrTx, eventId: number, now: Date) {
  return db
    .select({
      id: eventServices.id,
      serviceId: eventServices.serviceId,
      name: services.name,
      description: services.description,
      price: eventServices.price,
      expiresAt: eventServices.expiresAt,
      paymentLink: eventServices.paymentLink,
    })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .where(
      and(
        eq(eventServices.eventId, eventId),
        eq(eventServices.status, 'PENDING'),
        or(isNull(eventServices.expiresAt), gt(eventServices.expiresAt, now)),
      ),
    )
    .orderBy(
      sql`${eventServices.expiresAt} asc nulls last`,
      asc(eventServices.id),
    );
}
