import { z } from 'zod';
import { okResponse } from '../common.schema';

/**
 * The money terms of an event, as its couple reads them: the platform fee (basis points: 500
 * is 5 %), who pays it, and in how many business days a requested payout arrives.
 */
export const moneyTermsSchema = z.object({
  platformFeeBps: z.number().int().min(0).max(10_000),
  guestPaysFee: z.boolean(),
  payoutBusinessDays: z.number().int().min(1),
});

/** `GET /api/users/events/{eventId}/money-terms`. */
export const moneyTermsResponseSchema = okResponse(moneyTermsSchema.shape);

export type MoneyTerms = z.infer<typeof moneyTermsSchema>;
export type MoneyTermsResponse = z.infer<typeof moneyTermsResponseSchema>;
