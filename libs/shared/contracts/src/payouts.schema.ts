import { z } from 'zod';
import {
  centsSchema,
  idSchema,
  makePositiveCentsSchema,
  okResponse,
  payoutStatusSchema,
} from './common.schema';
import { messages } from './messages';

/*
 * Payouts (see docs/money.md): the host asks for the whole available balance with
 * `POST /users/events/{eventId}/payout-requests`; an admin concludes it (PAID), or marks it
 * FAILED or CANCELLED, which returns the amount to the available balance.
 */

/** One payout request of an event. Amounts are integer centavos. */
export const payoutSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  /** The available balance when the host asked. */
  requestedAmount: centsSchema,
  /** What the admin transferred; null until PAID. */
  paidAmount: centsSchema.nullable(),
  status: payoutStatusSchema,
  createdAt: z.iso.datetime(),
  /** When an admin moved it out of PENDING (PAID, FAILED or CANCELLED). */
  concludedAt: z.iso.datetime().nullable(),
});

/** `POST /users/events/{eventId}/payout-requests`: the created PENDING payout. */
export const requestPayoutResponseSchema = okResponse({
  payout: payoutSchema,
});

/** `GET /users/events/{eventId}/payout-requests`: the event's payouts, newest first. */
export const listEventPayoutsResponseSchema = okResponse({
  payouts: z.array(payoutSchema),
});

/** `/admin/payouts/{id}/…`. */
export const payoutParamsSchema = z.object({ id: idSchema });

const payoutAmountInvalid = messages.validation.payoutAmountInvalid;

/**
 * `PUT /admin/payouts/{id}/conclude`: integer centavos above 0 (and, checked by the server,
 * not above the requested amount), else 'Por favor, insira um valor válido para o repasse.'.
 */
export const concludePayoutBodySchema = z.object(
  { paidAmount: makePositiveCentsSchema(payoutAmountInvalid) },
  { error: payoutAmountInvalid },
);

/** Answer of conclude, fail and cancel: the payout as it now is. */
export const payoutTransitionResponseSchema = okResponse({
  payout: payoutSchema,
});

export type Payout = z.infer<typeof payoutSchema>;
export type RequestPayoutResponse = z.infer<typeof requestPayoutResponseSchema>;
export type ListEventPayoutsResponse = z.infer<
  typeof listEventPayoutsResponseSchema
>;
export type PayoutParams = z.infer<typeof payoutParamsSchema>;
export type ConcludePayoutBody = z.infer<typeof concludePayoutBodySchema>;
export type PayoutTransitionResponse = z.infer<
  typeof payoutTransitionResponseSchema
>;
