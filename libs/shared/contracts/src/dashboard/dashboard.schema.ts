import { z } from 'zod';
import { okResponse } from '../common.schema';

const countSchema = z.number().int().min(0);

/** `GET /api/users/events/{eventId}/dashboard`: the three counters, counted from the database. */
export const eventDashboardResponseSchema = okResponse({
  counts: z.object({
    /** People confirmed: guests on the list plus their companions. */
    confirmedGuests: countSchema,
    /** Approved gift orders. */
    giftsReceived: countSchema,
    /** Messages left on the site. */
    messages: countSchema,
  }),
});

export type EventDashboardResponse = z.infer<
  typeof eventDashboardResponseSchema
>;
