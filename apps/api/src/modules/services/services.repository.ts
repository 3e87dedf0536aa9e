import type { ServiceType } from '@celebra/contracts';
import {
  type DbOrTx,
  events,
  eventServices,
  type NewService,
  type NewServiceType,
  services,
  serviceTypes,
  users,
} from '@celebra/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
  type SQLWrapper,
  sum,
} from 'drizzle-orm';

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
  const [created] = await db
    .insert(services)
    .values(values)
    .returning({ id: services.id });
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

// An event's packages.

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
      type: eventServices.type,
      quantity: eventServices.quantity,
      createdAt: eventServices.createdAt,
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

/** The event's contracted services of one type (`eventId` may be a column of an outer query). */
function contractedWhere(eventId: number | SQLWrapper, type: ServiceType) {
  return and(
    eq(eventServices.eventId, eventId),
    eq(eventServices.type, type),
    eq(eventServices.status, 'CONTRACTED'),
  );
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

// Purchases of packages and their settlement.

/** The caller's event, locked until the transaction ends (purchases of one event run one at a time). */
export async function lockOwnedEvent(
  tx: DbOrTx,
  eventId: number,
  userId: number,
) {
  const [row] = await tx
    .select({ id: events.id, title: events.title, payerEmail: users.email })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(and(eq(events.id, eventId), eq(events.userId, userId)))
    .for('update', { of: events });
  return row;
}

/** The link of a purchase of this package still waiting for payment and not expired. */
export async function findOpenPurchaseLink(
  db: DbOrTx,
  eventId: number,
  serviceId: number,
  now: Date,
) {
  const [row] = await db
    .select({ paymentLink: eventServices.paymentLink })
    .from(eventServices)
    .where(
      and(
        eq(eventServices.eventId, eventId),
        eq(eventServices.serviceId, serviceId),
        eq(eventServices.status, 'PENDING'),
        gt(eventServices.expiresAt, now),
        sql`${eventServices.paymentLink} is not null`,
      ),
    )
    .orderBy(desc(eventServices.expiresAt))
    .limit(1);
  return row?.paymentLink ?? undefined;
}

export async function insertPendingPurchase(
  db: DbOrTx,
  values: {
    eventId: number;
    service: { id: number; type: ServiceType; price: number; quantity: number };
    provider: string;
    expiresAt: Date;
  },
) {
  const [row] = await db
    .insert(eventServices)
    .values({
      eventId: values.eventId,
      serviceId: values.service.id,
      status: 'PENDING',
      type: values.service.type,
      price: values.service.price,
      quantity: values.service.quantity,
      provider: values.provider,
      expiresAt: values.expiresAt,
    })
    .returning({ id: eventServices.id });
  return row;
}

export async function attachCheckout(
  db: DbOrTx,
  id: number,
  checkout: { reference: string; paymentLink: string },
) {
  await db
    .update(eventServices)
    .set({
      providerReference: checkout.reference,
      paymentLink: checkout.paymentLink,
    })
    .where(eq(eventServices.id, id));
}

/** Approved payment: PENDING (or EXPIRED — the money was taken) → CONTRACTED, at most once. */
export async function markContracted(db: DbOrTx, reference: string) {
  const rows = await db
    .update(eventServices)
    .set({ status: 'CONTRACTED', contractedAt: sql`now()` })
    .where(
      and(
        eq(eventServices.providerReference, reference),
        inArray(eventServices.status, ['PENDING', 'EXPIRED']),
      ),
    )
    .returning({ id: eventServices.id });
  return rows.length > 0;
}

/** Refused or cancelled payment: PENDING → CANCELLED, at most once. */
export async function markCancelled(db: DbOrTx, reference: string) {
  const rows = await db
    .update(eventServices)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        eq(eventServices.providerReference, reference),
        eq(eventServices.status, 'PENDING'),
      ),
    )
    .returning({ id: eventServices.id });
  return rows.length > 0;
}

/** The event a service purchase is for. */
export async function eventOfPurchase(
  db: DbOrTx,
  reference: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ eventId: eventServices.eventId })
    .from(eventServices)
    .where(eq(eventServices.providerReference, reference));
  return row?.eventId;
}

export async function purchaseExists(db: DbOrTx, reference: string) {
  const [row] = await db
    .select({ id: eventServices.id })
    .from(eventServices)
    .where(eq(eventServices.providerReference, reference));
  return row !== undefined;
}

/** PENDING purchases whose payment window closed → EXPIRED; answers how many. */
export async function expirePendingPurchases(db: DbOrTx, now: Date) {
  const rows = await db
    .update(eventServices)
    .set({ status: 'EXPIRED' })
    .where(
      and(
        eq(eventServices.status, 'PENDING'),
        lte(eventServices.expiresAt, now),
      ),
    )
    .returning({ id: eventServices.id });
  return rows.length;
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
