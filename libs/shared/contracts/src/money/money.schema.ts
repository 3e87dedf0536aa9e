import { z } from 'zod';
import {
  centsSchema,
  okResponse,
  orderStatusSchema,
  paginationQuerySchema,
} from '../common.schema';
import { giftKindSchema } from '../catalogue/gift-kinds.schema';

/*
 * Read models of an event's money (received gifts, balances), shared by the host area and the
 * back office. Amounts are integer centavos.
 */

export const receivedGiftItemSchema = z.object({
  id: z.number().int(),
  /** The gift's name when it was bought. */
  giftName: z.string(),
  /** Units of a fixed gift, shares of a shared one, 1 for a free-value gift. */
  quantity: z.number().int(),
  /** The price of one unit or share, or the free amount, in centavos when it was bought. */
  unitPrice: centsSchema,
  kind: giftKindSchema,
  /** N of a shared gift when it was bought; null for the other kinds. */
  shareCount: z.number().int().nullable(),
  gift: z.object({ imageUrl: z.string().nullable() }),
});

/** One guest order of an event; a blank guestName is shown as 'Anônimo'. */
export const receivedGiftSchema = z.object({
  id: z.number().int(),
  guestName: z.string(),
  /** The e-mail or phone the guest left at checkout. */
  guestContact: z.string(),
  /** The guest's note to the couple; '' when none. */
  guestNote: z.string(),
  /** The invitation the gift was given from (its personal link); null: anonymous. */
  invitationName: z.string().nullable(),
  /** When the host marked the gift as thanked; null until then. */
  thankedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  status: orderStatusSchema,
  /** What the host is credited once the order is APPROVED. */
  userAmount: centsSchema,
  /** Sum of the gifts' prices. */
  total: centsSchema,
  items: z.array(receivedGiftItemSchema),
});

/** `GET …/received-gifts`: newest first. */
/** `?page=&limit=` of both received-gift lists (host and back office): page 1 and 20 by default. */
export const listReceivedGiftsQuerySchema = paginationQuerySchema;

/** One page, newest first; `total` counts every order of the list (the CSV has them all). */
export const listReceivedGiftsResponseSchema = okResponse({
  receivedGifts: z.array(receivedGiftSchema),
  total: z.number().int(),
});

/** Days of the host's "gifts received per day" chart, today included. */
export const RECEIVED_GIFTS_CHART_DAYS = 14;

/**
 * `GET /api/users/events/{eventId}/received-gifts/daily`: approved orders per São Paulo day
 * over the last RECEIVED_GIFTS_CHART_DAYS days, oldest first; days without orders are left out.
 */
export const receivedGiftsDailyResponseSchema = okResponse({
  days: z.array(
    z.object({
      /** 'YYYY-MM-DD' in São Paulo. */
      day: z.string(),
      count: z.number().int().min(0),
    }),
  ),
});

export type ReceivedGiftsDailyResponse = z.infer<
  typeof receivedGiftsDailyResponseSchema
>;
export type ListReceivedGiftsQueryInput = Partial<
  z.infer<typeof listReceivedGiftsQuerySchema>
>;

/**
 * Balances of an event (see docs/money.md): received = Σ userAmount of APPROVED orders;
 * transferred = Σ paidAmount of PAID payouts; pending = Σ requestedAmount of PENDING
 * payouts; available = received − transferred − pending, never below 0.
 */
export const eventBalancesSchema = z.object({
  totalReceived: centsSchema,
  totalTransferred: centsSchema,
  totalPending: centsSchema,
  totalAvailable: centsSchema,
});

/** `GET …/transactions`. */
export const eventTransactionsResponseSchema = okResponse(
  eventBalancesSchema.shape,
);

export type ReceivedGiftItem = z.infer<typeof receivedGiftItemSchema>;
export type ReceivedGift = z.infer<typeof receivedGiftSchema>;
export type ListReceivedGiftsResponse = z.infer<
  typeof listReceivedGiftsResponseSchema
>;
export type EventBalances = z.infer<typeof eventBalancesSchema>;
export type EventTransactionsResponse = z.infer<
  typeof eventTransactionsResponseSchema
>;
