import {
  ACCOUNT_CLOSURE_GRACE_DAYS,
  type AccountClosure,
  type CancelAccountClosureResponse,
  type RequestAccountClosureResponse,
} from '@celebra/contracts';
import { type Db, users } from '@celebra/db';
import { formatDateTime } from '@celebra/format';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import type { PublicEventChannel } from '../../lib/public-event/public-event-channel';
import type { MediaPipeline } from '../../media';
import { enqueueMail } from '../../mail/outbox';
import {
  closureCancelledMail,
  closurePostponedMail,
  closureRequestedMail,
} from './account-data-mails';
import { accountDataTexts as t } from './account-data-texts';
import {
  eraseEventsGuests,
  lockDueClosure,
  ownedEvents,
  postponeClosure,
  scheduleClosure,
  unscheduleClosure,
} from './account-closure.repository';
import { moneyHoldingClosure } from './account-closure.money';
import {
  completePrivacyRequest,
  lockAccount,
  recordPrivacyRequest,
} from './account-export.repository';
import { eraseHostData } from './host-data-erasure';

/** When a closure asked now (or postponed now) is carried out. */
const graceEnd = () =>
  new Date(Date.now() + ACCOUNT_CLOSURE_GRACE_DAYS * 24 * 60 * 60_000);

export interface AccountClosureDeps {
  db: Db;
  media: MediaPipeline;
  publicEvents: Pick<PublicEventChannel, 'changed'>;
}

export type AccountClosureService = ReturnType<
  typeof createAccountClosureService
>;

/**
 * Closing a host's account: refused while money is held, then a grace period in which it can
 * be cancelled, then the erasure by the sweep (`eraseDue`), which checks the money again.
 */
export function createAccountClosureService(deps: AccountClosureDeps) {
  const { db, media, publicEvents } = deps;

  /** Erases one due account, or postpones it when money arrived; false when none is due. */
  async function eraseOne(now: Date): Promise<boolean> {
    const outcome = await db.transaction(async (tx) => {
      const account = await lockDueClosure(tx, now);
      if (!account) return null;
      const owned = await ownedEvents(tx, account.id);
      const held = await moneyHoldingClosure(tx, owned);
      if (held) {
        const later = graceEnd();
        await postponeClosure(tx, account.id, later);
        await enqueueMail(tx, closurePostponedMail(account, held, later));
        return { eventIds: [], after: [] };
      }
      const eventIds = owned.map((event) => event.id);
      const scope = { userId: account.id, email: account.email, eventIds };
      await completePrivacyRequest(
        tx,
        'account_closure',
        account.id,
        'Conta encerrada: dados pessoais apagados; registros de pagamentos mantidos sem dados pessoais.',
      );
      await eraseEventsGuests(tx, eventIds);
      const after = await eraseHostData(tx, scope);
      return { eventIds, after };
    });
    if (!outcome) return false;
    for (const eventId of outcome.eventIds) await publicEvents.changed(eventId);
    for (const remove of outcome.after) await remove(media);
    return true;
  }

  return {
    async status(userId: number): Promise<AccountClosure | null> {
      const [row] = await db
        .select({ closesAt: users.closesAt })
        .from(users)
        .where(eq(users.id, userId));
      return row?.closesAt ? { closesAt: row.closesAt.toISOString() } : null;
    },

    async request(userId: number): Promise<RequestAccountClosureResponse> {
      const closesAt = await db.transaction(async (tx) => {
        const account = await lockAccount(tx, userId);
        if (!account) throw new AppError('NOT_FOUND');
        if (account.closesAt)
          throw new AppError('CONFLICT', t.closureAlreadyRequested);
        const held = await moneyHoldingClosure(
          tx,
          await ownedEvents(tx, userId),
        );
        if (held) throw new AppError('CONFLICT', held);
        const at = graceEnd();
        await scheduleClosure(tx, userId, at);
        await recordPrivacyRequest(tx, 'account_closure', account);
        await enqueueMail(tx, closureRequestedMail(account, at));
        return at;
      });
      return {
        success: true,
        message: t.closureRequested(formatDateTime(closesAt)),
        closure: { closesAt: closesAt.toISOString() },
      };
    },

    async cancel(userId: number): Promise<CancelAccountClosureResponse> {
      await db.transaction(async (tx) => {
        const [account] = await unscheduleClosure(tx, userId);
        if (!account) throw new AppError('CONFLICT', t.noClosureToCancel);
        await completePrivacyRequest(
          tx,
          'account_closure',
          userId,
          'Encerramento cancelado pelo titular.',
        );
        await enqueueMail(tx, closureCancelledMail(account));
      });
      return { success: true, message: t.closureCancelled };
    },

    /**
     * Erases every account whose grace period ended by `now`, one transaction each; safe with
     * several instances (`SKIP LOCKED`, and an erased account is no longer due). Answers how
     * many accounts it erased or postponed.
     */
    async eraseDue(now = new Date()): Promise<number> {
      let count = 0;
      while (await eraseOne(now)) count += 1;
      return count;
    },
  };
}
