import { z } from 'zod';
import {
  centsSchema,
  okResponse,
  paginationQuerySchema,
} from '../common.schema';
import {
  DEFAULT_PAYOUT_STATUS_FILTER,
  PAYOUT_DESTINATION_KINDS,
  PAYOUT_STATUSES,
} from '../constants';
import * as messages from '../texts/shared';

/** `GET /api/admin/payouts?status=&page=&limit=`: upper-case status, default PENDING. */
export const listAdminPayoutsQuerySchema = paginationQuerySchema.extend({
  status: z
    .enum(PAYOUT_STATUSES, { error: messages.server.payoutStatusInvalid })
    .default(DEFAULT_PAYOUT_STATUS_FILTER),
});

/** A host's payout request as the back office lists it. */
export const adminPayoutSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  event: z.object({ title: z.string() }),
  requestedAmount: centsSchema,
  /** Set when concluded. */
  paidAmount: centsSchema.nullable(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.iso.datetime(),
  /** Where it goes, masked; the whole destination is read from `/admin/payouts/{id}/destination`. */
  destinationMasked: z.string().nullable(),
  /** Pix or bank account; null for payouts older than destinations. */
  destinationKind: z.enum(PAYOUT_DESTINATION_KINDS).nullable(),
  transferId: z.string().nullable(),
  failureReason: z.string().nullable(),
  /**
   * When the destination had been replaced, if that was within the 7 days before the request
   * (a stolen account changes the key, then asks); null otherwise.
   */
  destinationChangedAt: z.iso.datetime().nullable(),
  /** The destination's holder is not the host by name (a partner's account, or someone else's). */
  holderIsNotHost: z.boolean(),
});

/** One page, newest first; `total` counts every payout in the status (pages = ceil(total / limit)). */
export const listAdminPayoutsResponseSchema = okResponse({
  payouts: z.array(adminPayoutSchema),
  total: z.number().int(),
});

export type ListAdminPayoutsQuery = z.infer<typeof listAdminPayoutsQuerySchema>;
export type ListAdminPayoutsQueryInput = Partial<
  z.infer<typeof listAdminPayoutsQuerySchema>
>;
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export type ListAdminPayoutsResponse = z.infer<
  typeof listAdminPayoutsResponseSchema
>;
