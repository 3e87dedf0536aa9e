import type { MoneyTermsResponse } from '@celebra/contracts';
import { type Db, eventSettings } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { firstRow } from '../../lib/rows';

export type MoneyTermsService = ReturnType<typeof createMoneyTermsService>;

/** The fee, who pays it and the payout time an event's couple is shown. */
export function createMoneyTermsService(deps: {
  db: Db;
  platformFeeBps: number;
  payoutBusinessDays: number;
}) {
  const { db, platformFeeBps, payoutBusinessDays } = deps;
  return {
    async moneyTerms(eventId: number): Promise<MoneyTermsResponse> {
      const settings = await firstRow(
        db
          .select({ guestPaysFee: eventSettings.guestPaysFee })
          .from(eventSettings)
          .where(eq(eventSettings.eventId, eventId)),
      );
      return {
        success: true,
        platformFeeBps,
        guestPaysFee: settings?.guestPaysFee ?? false,
        payoutBusinessDays,
      };
    },
  };
}
