import type {
  AdminDashboardResponse,
  EventDashboardResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import {
  countApprovedOrders,
  countConfirmedPeople,
  countDashboardTotals,
  countMessages,
} from './dashboard.repository';

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The counters of the host's dashboard and of the back office's dashboard. */
export function createDashboardService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** The event's confirmed people, approved gift orders and messages, counted from the data. */
    async eventCounts(eventId: number): Promise<EventDashboardResponse> {
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

    async totals(): Promise<AdminDashboardResponse> {
      return { success: true, totals: await countDashboardTotals(db) };
    },
  };
}
