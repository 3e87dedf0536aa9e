import { apiTexts } from '@celebra/contracts/api-texts';
import type { DbOrTx } from '@celebra/db';
import type { Config } from '../../config';
import { AppError } from '../../errors/app-error';
import { appOrigin } from '../../payments/public-origin';
import { findEventHost } from './event-host.repository';
import type { PayoutMailHost, PayoutMailLinks } from './payout-mails';

/** Where the payout e-mails send the host (received gifts page) and the administrator (payouts). */
export const payoutMailLinks = (
  config: Pick<Config, 'PUBLIC_PROTOCOL' | 'PUBLIC_BASE_DOMAIN'>,
): PayoutMailLinks => ({
  hostMoneyUrl: `${appOrigin(config, 'users')}/gifts-received`,
  adminPayoutsUrl: `${appOrigin(config, 'admin')}/payouts`,
});

/** The host an event's money e-mail goes to; 404 'Evento não encontrado.' without one. */
export async function mailHostOf(
  tx: DbOrTx,
  eventId: number,
): Promise<PayoutMailHost> {
  const host = await findEventHost(tx, eventId);
  if (!host) throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
  return host;
}
