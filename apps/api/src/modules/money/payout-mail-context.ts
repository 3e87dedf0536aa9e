import { apiTexts } from '@celebra/contracts/api-texts';
import type { DbOrTx } from '@celebra/db';
import type { Config } from '../../config';
import { AppError } from '../../errors/app-error';
import { appOrigin } from '../../payments/public-origin';
import { eventMembersWith } from '../../lib/event-members';
import type { PayoutMailHost, PayoutMailLinks } from './payout-mails';

/** Where the payout e-mails send the host (received gifts page) and the administrator (payouts). */
export const payoutMailLinks = (
  config: Pick<Config, 'PUBLIC_PROTOCOL' | 'PUBLIC_BASE_DOMAIN'>,
): PayoutMailLinks => ({
  hostMoneyUrl: `${appOrigin(config, 'users')}/gifts-received`,
  adminPayoutsUrl: `${appOrigin(config, 'admin')}/payouts`,
});

/**
 * The members an event's money e-mail goes to, owner first: `'money'`, those who see the
 * event's money (owner and co-hosts: a payout paid, failed or cancelled); `'all'`, every
 * member, for what could be a stranger's doing (the destination changed, a payout asked for).
 * 404 'Evento não encontrado.' for an event without members.
 */
export async function mailHostsOf(
  tx: DbOrTx,
  eventId: number,
  audience: 'money' | 'all',
): Promise<[PayoutMailHost, ...PayoutMailHost[]]> {
  const [owner, ...others] = await eventMembersWith(
    tx,
    eventId,
    audience === 'money' ? 'money' : undefined,
  );
  if (!owner) throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
  return [owner, ...others];
}
