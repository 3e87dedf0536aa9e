import type { EventDashboardResponse } from '@celebra/contracts';
import type { Db } from '@celebra/db';
import {
  countApprovedOrders,
  countConfirmedPeople,
  countMessages,
} from './dashboard.repository';

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The dashboard's three counters, counted (DESIGN §10; the spec fixed them at 0). */
export function createDashboardService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async counts(eventId: number): Promise<EventDashboardResponse> {
      const [confirmedGuests, giftsReceived, messages] = await Promise.all([
        countConfirmedPeople(db, eventId),
        countApprovedOrders(db, eventId),
        countMessages(db, eventId),
      ]);
      return {
        success: true,
        counts: { confirmedGuests, giftsReceived, messages },
      };
    },
  };
}
