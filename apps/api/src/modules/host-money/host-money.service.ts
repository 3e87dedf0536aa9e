import type {
  EventTransactionsResponse,
  ListReceivedGiftsResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { computeEventBalances } from '../balances/balances';
import { listReceivedGifts } from '../received-gifts/received-gifts';

export type HostMoneyService = ReturnType<typeof createHostMoneyService>;

export function createHostMoneyService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async receivedGifts(eventId: number): Promise<ListReceivedGiftsResponse> {
      return {
        success: true,
        receivedGifts: await listReceivedGifts(db, eventId, 'host'),
      };
    },

    /** The four balances of DESIGN §5, computed from the orders and payouts. */
    async transactions(eventId: number): Promise<EventTransactionsResponse> {
      return { success: true, ...(await computeEventBalances(db, eventId)) };
    },
  };
}
