import type { Db } from '@celebra/db';
import type { Config } from '../../config';
import {
  type AdminPayoutsService,
  createAdminPayoutsService,
} from './admin-payouts.service';
import {
  type BalancesService,
  createBalancesService,
} from './balances.service';
import {
  createMoneyTermsService,
  type MoneyTermsService,
} from './money-terms.service';
import { createPayoutDestinationBox } from './payout-destination-box';
import {
  createPayoutDestinationService,
  type PayoutDestinationService,
} from './payout-destination.service';
import { payoutMailLinks } from './payout-mail-context';
import {
  createPayoutRequestsService,
  type PayoutRequestsService,
} from './payout-requests.service';
import {
  createPayoutTransitionsService,
  type PayoutTransitionsService,
} from './payout-transitions.service';
import {
  createReceivedGiftsService,
  type ReceivedGiftsService,
} from './received-gifts.service';

/** The money domain's services, one per concern. */
export interface MoneyServices {
  balances: BalancesService;
  moneyTerms: MoneyTermsService;
  receivedGifts: ReceivedGiftsService;
  destination: PayoutDestinationService;
  payoutRequests: PayoutRequestsService;
  payoutTransitions: PayoutTransitionsService;
  adminPayouts: AdminPayoutsService;
}

/** Builds the money services, sharing one destination box and one set of e-mail links. */
export function createMoneyServices(deps: {
  db: Db;
  config: Pick<
    Config,
    | 'PAYOUT_ENCRYPTION_KEY'
    | 'ADMIN_EMAIL'
    | 'PUBLIC_PROTOCOL'
    | 'PUBLIC_BASE_DOMAIN'
    | 'PAYOUT_DESTINATION_HOLD_HOURS'
    | 'PLATFORM_FEE_BPS'
    | 'PAYOUT_BUSINESS_DAYS'
  >;
}): MoneyServices {
  const { db, config } = deps;
  const box = createPayoutDestinationBox(config.PAYOUT_ENCRYPTION_KEY);
  const links = payoutMailLinks(config);
  const holdHours = config.PAYOUT_DESTINATION_HOLD_HOURS;
  return {
    balances: createBalancesService({ db }),
    moneyTerms: createMoneyTermsService({
      db,
      platformFeeBps: config.PLATFORM_FEE_BPS,
      payoutBusinessDays: config.PAYOUT_BUSINESS_DAYS,
    }),
    receivedGifts: createReceivedGiftsService({ db }),
    destination: createPayoutDestinationService({ db, box, links, holdHours }),
    payoutRequests: createPayoutRequestsService({
      db,
      links,
      adminEmail: config.ADMIN_EMAIL,
      holdHours,
    }),
    payoutTransitions: createPayoutTransitionsService({ db, box, links }),
    adminPayouts: createAdminPayoutsService({ db, box }),
  };
}
