import { z } from 'zod';
import {
  centsSchema,
  idSchema,
  makePositiveCentsSchema,
  multiLineString,
  okResponse,
  payoutStatusSchema,
  singleLineString,
} from '../common.schema';
import * as messages from '../texts/shared';

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
  /** When an admin (or the owner, cancelling) moved it out of PENDING (PAID, FAILED or CANCELLED). */
  concludedAt: z.iso.datetime().nullable(),
  /** Where it goes, masked as when it was asked for; null for payouts older than destinations. */
  destinationMasked: z.string().nullable(),
  /** The transfer's identifier (a Pix end-to-end id), once PAID. */
  transferId: z.string().nullable(),
  /** Why the transfer failed, once FAILED. */
  failureReason: z.string().nullable(),
});

/** `POST /users/events/{eventId}/payout-requests`: the created PENDING payout. */
export const requestPayoutResponseSchema = okResponse({
  payout: payoutSchema,
});

/** `DELETE /users/events/{eventId}/payout-requests/{payoutId}`: the payout, now CANCELLED. */
export const cancelPayoutRequestResponseSchema = okResponse({
  payout: payoutSchema,
});

/** `GET /users/events/{eventId}/payout-requests`: the event's payouts, newest first. */
export const listEventPayoutsResponseSchema = okResponse({
  payouts: z.array(payoutSchema),
});

/** `/admin/payouts/{id}/…`. */
export const payoutParamsSchema = z.object({ id: idSchema });

const v = messages.validation;
const payoutAmountInvalid = v.payoutAmountInvalid;

export const TRANSFER_ID_MAX_LENGTH = 100;
/** A Pix end-to-end id: E, then 31 letters and digits. */
export const PIX_END_TO_END_ID_PATTERN = /^E[0-9A-Za-z]{31}$/;
export const FAILURE_REASON_MIN_LENGTH = 3;
export const FAILURE_REASON_MAX_LENGTH = 500;

/**
 * `PUT /admin/payouts/{id}/conclude`: the amount transferred, integer centavos above 0 (and,
 * checked by the server, not above the requested amount), else 'Por favor, insira um valor
 * válido para o repasse.'; and the transfer's identifier, ≤ 100 characters. The server also
 * requires the identifier, shaped as a Pix end-to-end id, when the payout went to a Pix key
 * (see `transferIdProblem`).
 */
export const concludePayoutBodySchema = z.object(
  {
    paidAmount: makePositiveCentsSchema(payoutAmountInvalid),
    transferId: singleLineString(v.transferIdInvalid)
      .max(TRANSFER_ID_MAX_LENGTH, v.transferIdTooLong)
      .optional(),
  },
  { error: payoutAmountInvalid },
);

/**
 * What is wrong with a conclude's transfer id for a payout to `kind` (null when it is
 * fine): a Pix transfer needs its end-to-end id; a bank transfer's id is optional.
 */
export function transferIdProblem(
  kind: 'PIX' | 'BANK' | null,
  transferId: string | undefined,
): string | null {
  const id = transferId?.trim() ?? '';
  if (id.length > TRANSFER_ID_MAX_LENGTH) return v.transferIdTooLong;
  if (kind !== 'PIX') return null;
  if (id === '') return v.transferIdRequired;
  return PIX_END_TO_END_ID_PATTERN.test(id) ? null : v.transferIdInvalid;
}

/** `PUT /admin/payouts/{id}/fail`: why, 3–500 characters; the host reads it. */
export const failPayoutBodySchema = z.object(
  {
    reason: multiLineString(v.failureReasonInvalid)
      .min(FAILURE_REASON_MIN_LENGTH, v.failureReasonInvalid)
      .max(FAILURE_REASON_MAX_LENGTH, v.failureReasonInvalid),
  },
  { error: v.failureReasonInvalid },
);

/** Answer of conclude, fail and cancel: the payout as it now is. */
export const payoutTransitionResponseSchema = okResponse({
  payout: payoutSchema,
});

export type Payout = z.infer<typeof payoutSchema>;
export type RequestPayoutResponse = z.infer<typeof requestPayoutResponseSchema>;
export type CancelPayoutRequestResponse = z.infer<
  typeof cancelPayoutRequestResponseSchema
>;
export type ListEventPayoutsResponse = z.infer<
  typeof listEventPayoutsResponseSchema
>;
export type PayoutParams = z.infer<typeof payoutParamsSchema>;
export type ConcludePayoutBody = z.infer<typeof concludePayoutBodySchema>;
export type FailPayoutBody = z.infer<typeof failPayoutBodySchema>;
export type PayoutTransitionResponse = z.infer<
  typeof payoutTransitionResponseSchema
>;
