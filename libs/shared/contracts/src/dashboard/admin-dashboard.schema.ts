import { z } from 'zod';
import { okResponse } from '../common.schema';

/** The three counters of the back-office dashboard, counted from the database. */
export const adminDashboardTotalsSchema = z.object({
  /** Active events. */
  events: z.number().int(),
  /** Active catalogue gifts. */
  gifts: z.number().int(),
  /** Payout requests waiting to be concluded. */
  pendingPayouts: z.number().int(),
});

/** `GET /api/admin/dashboard/retrieve`. */
export const adminDashboardResponseSchema = okResponse({
  totals: adminDashboardTotalsSchema,
});

export type AdminDashboardTotals = z.infer<typeof adminDashboardTotalsSchema>;
export type AdminDashboardResponse = z.infer<
  typeof adminDashboardResponseSchema
>;
