import { insertGuestsWithOwnInvitations } from '../invitation-rows';
import { oneRow } from '../one-row';
import { giftLine, orderAmounts } from '@celebra/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../database';
import {
  eventCategories,
  eventDetails,
  eventGifts,
  eventMembers,
  events,
  eventSettings,
  eventTypes,
  type Gift,
  gifts,
  guestMessages,
  orderItems,
  orders,
  users,
} from '../schema';
import { DEMO_EVENT_SLUG, DEMO_HOST } from './credentials';
import {
  DEMO_CATEGORY,
  DEMO_DETAILS,
  DEMO_EVENT,
  DEMO_EVENT_DAYS_AHEAD,
  DEMO_GUESTS,
  DEMO_MESSAGES,
  DEMO_ORDERS,
  DEMO_OWN_GIFTS,
  DEMO_USER,
} from './demo-data';
import { SEED_IMAGE_CONTENT_TYPE, seedPicture } from './images';
import type { SeedOptions } from './seed-options';

const DEMO_GIFT_COUNT = 8;
const DAY_MS = 86_400_000;

/** Creates the demo host (if missing) and the demo event with its list, guests, messages and orders. */
export async function seedDemoEvent(
  tx: DbOrTx,
  options: SeedOptions,
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.slug, DEMO_EVENT_SLUG));
  if (existing) return false;

  const categoryId = await findDemoCategory(tx);
  if (categoryId === undefined) return false;
  const listGifts = await tx
    .select()
    .from(gifts)
    .where(
      and(
        eq(gifts.eventCategoryId, categoryId),
        isNull(gifts.eventId),
        eq(gifts.active, true),
      ),
    )
    .orderBy(asc(gifts.id))
    .limit(DEMO_GIFT_COUNT);
  const [firstGift] = listGifts;
  const lastGift = listGifts.at(-1);
  const fourthGift = listGifts[3] ?? lastGift;
  if (!firstGift || !lastGift || !fourthGift) return false;

  const userId = await findOrCreateDemoUser(tx, options);
  const [bannerUrl, avatarUrl] = await Promise.all([
    seedPicture('event-type', 7, options.pictures).then((data) =>
      options.storeFile(
        'events/demo/banner.webp',
        data,
        SEED_IMAGE_CONTENT_TYPE,
      ),
    ),
    seedPicture('gift', 11, options.pictures).then((data) =>
      options.storeFile(
        'events/demo/avatar.webp',
        data,
        SEED_IMAGE_CONTENT_TYPE,
      ),
    ),
  ]);
  const event = oneRow(
    await tx
      .insert(events)
      .values({
        ...DEMO_EVENT,
        userId,
        eventCategoryId: categoryId,
        slug: DEMO_EVENT_SLUG,
        bannerUrl,
        avatarUrl,
      })
      .returning({ id: events.id }),
  );

  const eventDate = new Date(Date.now() + DEMO_EVENT_DAYS_AHEAD * DAY_MS)
    .toISOString()
    .slice(0, 10);
  await tx
    .insert(eventDetails)
    .values({ ...DEMO_DETAILS, eventId: event.id, eventDate });
  await tx
    .insert(eventMembers)
    .values({ eventId: event.id, userId, role: 'owner' });
  await tx.insert(eventSettings).values({ eventId: event.id });
  await tx
    .insert(eventGifts)
    .values(listGifts.map((gift) => ({ eventId: event.id, giftId: gift.id })));
  await insertGuestsWithOwnInvitations(
    tx,
    DEMO_GUESTS.map((guest) => ({ ...guest, eventId: event.id })),
  );
  await tx
    .insert(guestMessages)
    .values(
      DEMO_MESSAGES.map((message) => ({ ...message, eventId: event.id })),
    );

  const own = await insertDemoOwnGifts(
    tx,
    { id: event.id, eventCategoryId: categoryId },
    options,
  );

  const feeBps = options.platformFeeBps ?? 500;
  const approvedItems: OrderLine[] = [
    { gift: firstGift, quantity: 1 },
    { gift: fourthGift, quantity: 2 },
    { gift: own.shared, quantity: 3 },
    { gift: own.free, quantity: 1, amount: 15_000 },
  ];
  await insertOrder(tx, event.id, approvedItems, feeBps, {
    ...DEMO_ORDERS.approved,
    status: 'APPROVED',
    approvedAt: new Date(),
  });
  await insertOrder(tx, event.id, [{ gift: lastGift, quantity: 1 }], feeBps, {
    ...DEMO_ORDERS.pending,
    status: 'PENDING',
    expiresAt: new Date(Date.now() + DAY_MS),
  });
  return true;
}

async function findDemoCategory(tx: DbOrTx): Promise<number | undefined> {
  const [preferred] = await tx
    .select({ id: eventCategories.id })
    .from(eventCategories)
    .innerJoin(eventTypes, eq(eventTypes.id, eventCategories.eventTypeId))
    .where(
      and(
        eq(eventTypes.name, DEMO_CATEGORY.eventType),
        eq(eventCategories.name, DEMO_CATEGORY.category),
      ),
    );
  if (preferred) return preferred.id;
  const [anyWithGifts] = await tx
    .selectDistinct({ id: gifts.eventCategoryId })
    .from(gifts)
    .orderBy(asc(gifts.eventCategoryId))
    .limit(1);
  return anyWithGifts?.id;
}

async function findOrCreateDemoUser(
  tx: DbOrTx,
  options: SeedOptions,
): Promise<number> {
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_USER.email}`);
  if (existing) return existing.id;
  const created = oneRow(
    await tx
      .insert(users)
      .values({
        ...DEMO_USER,
        passwordHash: await options.hashPassword(DEMO_HOST.password),
      })
      .returning({ id: users.id }),
  );
  return created.id;
}

interface OrderLine {
  gift: Gift;
  /** Units, or shares of a shared gift (1 for a free-value gift). */
  quantity: number;
  /** The amount given to a free-value gift. */
  amount?: number;
}

/** A line's unit price by the one rule of @celebra/contracts. */
const unitPriceOf = ({ gift, quantity, amount }: OrderLine): number => {
  if (gift.kind === 'free')
    return giftLine({ kind: 'free', amount: amount ?? 0 }).price;
  if (gift.kind === 'shares' && gift.shareCount)
    return giftLine({
      kind: 'shares',
      price: gift.price,
      shareCount: gift.shareCount,
      quantity,
    }).price;
  return giftLine({ kind: 'fixed', price: gift.price, quantity }).price;
};

/** The demo event's free-value gift and gift in shares (R$ 6.000,00 in 12 shares of R$ 500,00). */
async function insertDemoOwnGifts(
  tx: DbOrTx,
  event: { id: number; eventCategoryId: number },
  options: SeedOptions,
): Promise<{ free: Gift; shared: Gift }> {
  const [freeImage, sharedImage] = await Promise.all([
    seedPicture('gift', 12, options.pictures).then((data) =>
      options.storeFile(
        'events/demo/gift-free.webp',
        data,
        SEED_IMAGE_CONTENT_TYPE,
      ),
    ),
    seedPicture('gift', 13, options.pictures).then((data) =>
      options.storeFile(
        'events/demo/gift-shares.webp',
        data,
        SEED_IMAGE_CONTENT_TYPE,
      ),
    ),
  ]);
  const [free, shared] = await tx
    .insert(gifts)
    .values([
      {
        ...DEMO_OWN_GIFTS.free,
        kind: 'free',
        price: 0,
        eventId: event.id,
        eventCategoryId: event.eventCategoryId,
        imageUrl: freeImage,
      },
      {
        ...DEMO_OWN_GIFTS.shared,
        kind: 'shares',
        eventId: event.id,
        eventCategoryId: event.eventCategoryId,
        imageUrl: sharedImage,
      },
    ])
    .returning();
  if (!free || !shared) throw new Error('The demo own gifts were not inserted');
  await tx.insert(eventGifts).values([
    { eventId: event.id, giftId: free.id },
    { eventId: event.id, giftId: shared.id },
  ]);
  return { free, shared };
}

async function insertOrder(
  tx: DbOrTx,
  eventId: number,
  lines: OrderLine[],
  feeBps: number,
  fields: Pick<
    typeof orders.$inferInsert,
    | 'guestName'
    | 'guestContact'
    | 'providerReference'
    | 'status'
    | 'approvedAt'
    | 'expiresAt'
  >,
): Promise<void> {
  const { total, fee, chargedAmount, userAmount } = orderAmounts(
    lines.map((line) => ({
      price: unitPriceOf(line),
      quantity: line.quantity,
    })),
    feeBps,
    false,
  );
  const order = oneRow(
    await tx
      .insert(orders)
      .values({
        ...fields,
        eventId,
        total,
        fee,
        chargedAmount,
        userAmount,
        provider: 'local',
      })
      .returning({ id: orders.id }),
  );
  await tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      giftId: line.gift.id,
      giftName: line.gift.name,
      giftImageUrl: line.gift.imageUrl,
      unitPrice: unitPriceOf(line),
      quantity: line.quantity,
      giftKind: line.gift.kind,
      shareCount: line.gift.shareCount,
    })),
  );
}
