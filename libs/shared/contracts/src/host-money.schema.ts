import { z } from 'zod';
import { idSchema } from './common.schema';

/*
 * Host money calls: received-gifts, transactions and payout-requests under
 * /users/events/{eventId}/. Their DTOs are the shared read models of money.schema.ts
 * (listReceivedGiftsResponseSchema, eventTransactionsResponseSchema) and payouts.schema.ts.
 */

export const hostEventMoneyParamsSchema = z.object({ eventId: idSchema });

export type HostEventMoneyParams = z.infer<typeof hostEventMoneyParamsSchema>;
