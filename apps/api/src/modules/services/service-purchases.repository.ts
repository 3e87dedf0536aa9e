import type { ServiceType } from '@celebra/contracts';
import { type DbOrTx, events, eventServices, users, oneRow } from '@celebra/db';
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { firstRow, hasRow } from '../../lib/rows';

// Purchases of packages and their settlement.

/**
 * The event, locked until the transaction ends (purchases of one event run one at a time), with
 * the e-mail of the member who pays.
 */
export function lockEventForPurchase(
  tx: DbOrTx,
  eventId: number,
  payerId: number,
) {
  return firstRow(
    tx
      .select({ id: events.id, title: events.title, payerEmail: users.email })
      .from(events)
      .innerJoin(users, eq(users.id, payerId))
      .where(eq(events.id, eventId))
      .for('update', { of: events }),
  );
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
  const row = oneRow(
    await db
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
      .returning({ id: eventServices.id }),
  );
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

export function purchaseExists(db: DbOrTx, reference: string) {
  return hasRow(
    db
      .select({ id: eventServices.id })
      .from(eventServices)
      .where(eq(eventServices.providerReference, reference)),
  );
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
