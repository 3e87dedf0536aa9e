import type { ServiceType } from '@celebra/contracts';
import {
  type DbOrTx,
  eventServices,
  services,
  serviceTypes,
} from '@celebra/db';
import {
  and,
  asc,
  count,
  eq,
  gt,
  isNull,
  or,
  type SQL,
  sql,
  type SQLWrapper,
  sum,
} from 'drizzle-orm';

// What an event has: its free, purchasable, contracted and pending packages. Other domains read
// what an event has paid for through `hasContractedServiceSql`, `contractedOfType` and
// `hasContractedService`.

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

/** The event's (a column or value) purchases of packages in `status`. */
export const purchasesOf = (
  eventId: number | SQLWrapper,
  status: (typeof eventServices.$inferSelect)['status'],
) => and(eq(eventServices.eventId, eventId), eq(eventServices.status, status));

/** An event's purchase of a package, with the package's name and description. */
const purchaseColumns = {
  id: eventServices.id,
  serviceId: eventServices.serviceId,
  name: services.name,
  description: services.description,
  price: eventServices.price,
  type: eventServices.type,
  quantity: eventServices.quantity,
};

/** Packages paid for the event, oldest first, with type, price and quantity as paid. */
export function listContractedPackages(db: DbOrTx, eventId: number) {
  return db
    .select({ ...purchaseColumns, contractedAt: eventServices.contractedAt })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .where(purchasesOf(eventId, 'CONTRACTED'))
    .orderBy(asc(eventServices.contractedAt), asc(eventServices.id));
}

/** Purchases waiting for payment whose checkout has not expired, soonest due first. */
export function listPendingPackages(db: DbOrTx, eventId: number, now: Date) {
  return db
    .select({
      ...purchaseColumns,
      createdAt: eventServices.createdAt,
      expiresAt: eventServices.expiresAt,
      paymentLink: eventServices.paymentLink,
    })
    .from(eventServices)
    .innerJoin(services, eq(services.id, eventServices.serviceId))
    .where(
      and(
        purchasesOf(eventId, 'PENDING'),
        or(isNull(eventServices.expiresAt), gt(eventServices.expiresAt, now)),
      ),
    )
    .orderBy(
      sql`${eventServices.expiresAt} asc nulls last`,
      asc(eventServices.id),
    );
}

/** The event's contracted services of one type (`eventId` may be a column of an outer query). */
function contractedWhere(eventId: number | SQLWrapper, type: ServiceType) {
  return and(purchasesOf(eventId, 'CONTRACTED'), eq(eventServices.type, type));
}

/** SQL true when the event (a column or value) has a contracted service of `type`. */
export function hasContractedServiceSql(
  eventId: number | SQLWrapper,
  type: ServiceType,
): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${eventServices} where ${contractedWhere(eventId, type)})`;
}

/** What the event has paid for of one service type: how many purchases and their total quantity. */
export async function contractedOfType(
  db: DbOrTx,
  eventId: number,
  type: ServiceType,
): Promise<{ purchases: number; quantity: number }> {
  const [row] = await db
    .select({
      purchases: count(),
      quantity: sum(eventServices.quantity).mapWith(Number),
    })
    .from(eventServices)
    .where(contractedWhere(eventId, type));
  return { purchases: row?.purchases ?? 0, quantity: row?.quantity ?? 0 };
}

/** The event has a contracted service of `type` (PASSWORD enables the site password, PAGE the custom pages). */
export async function hasContractedService(
  db: DbOrTx,
  eventId: number,
  type: ServiceType,
): Promise<boolean> {
  return (await contractedOfType(db, eventId, type)).purchases > 0;
}
