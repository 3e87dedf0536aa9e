import {
  hostTexts,
  type PayoutDestinationInput,
  type PayoutDestinationResponse,
  type PayoutDestinationView,
  type SavePayoutDestinationResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { isDeepStrictEqual } from 'node:util';
import { lockEvent } from '../../lib/event-lock';
import { recordActivity } from '../../lib/activity';
import { enqueueMail } from '../../mail/outbox';
import {
  type PayoutDestinationBox,
  wholeOfInput,
} from './payout-destination-box';
import { payoutsFromOf } from './payout-destination-hold';
import {
  findDestination,
  saveDestination,
} from './payout-destination.repository';
import { mailHostsOf } from './payout-mail-context';
import { destinationChangedMail, type PayoutMailLinks } from './payout-mails';

export type PayoutDestinationService = ReturnType<
  typeof createPayoutDestinationService
>;

/** Where an event's payouts go, as its host sees and sets it. */
export function createPayoutDestinationService(deps: {
  db: Db;
  box: PayoutDestinationBox;
  links: PayoutMailLinks;
  /** Hours without payouts after the destination is replaced. */
  holdHours: number;
}) {
  const { db, box, links, holdHours } = deps;

  const payoutsFrom = (row: { createdAt: Date; updatedAt: Date }) =>
    payoutsFromOf(row, holdHours)?.toISOString() ?? null;

  function destinationView(row: {
    kind: 'PIX' | 'BANK';
    encrypted: string;
    masked: string;
    createdAt: Date;
    updatedAt: Date;
  }): PayoutDestinationView {
    return {
      kind: row.kind,
      masked: row.masked,
      holderName: box.open(row.encrypted).holderName,
      updatedAt: row.updatedAt.toISOString(),
      payoutsFrom: payoutsFrom(row),
    };
  }

  return {
    /** The event's destination as the host sees it (masked), or null. */
    async destination(eventId: number): Promise<PayoutDestinationResponse> {
      const row = await findDestination(db, eventId);
      return { success: true, destination: row ? destinationView(row) : null };
    },

    /**
     * Creates or replaces the event's destination (encrypted), records the change (and who made
     * it, in the activity) and tells every member by e-mail, in one transaction. Saving what is
     * already on file (a double tap, a retry) changes nothing: no write, no e-mail, no new hold.
     */
    async saveDestination(
      eventId: number,
      actorId: number,
      input: PayoutDestinationInput,
    ): Promise<SavePayoutDestinationResponse> {
      const sealed = box.seal(input);
      const saved = await db.transaction(async (tx) => {
        await lockEvent(tx, eventId);
        const current = await findDestination(tx, eventId);
        if (
          current &&
          isDeepStrictEqual(box.open(current.encrypted), wholeOfInput(input))
        )
          return current;
        const hosts = await mailHostsOf(tx, eventId, 'all');
        const row = await saveDestination(tx, eventId, input.kind, sealed);
        const change = {
          masked: sealed.masked,
          changedAt: row.updatedAt,
          payoutsFrom: payoutsFromOf(row, holdHours),
        };
        await enqueueMail(
          tx,
          ...hosts.map((host) => destinationChangedMail(host, change, links)),
        );
        await recordActivity(tx, {
          eventId,
          actorId,
          action: 'payout_destination_changed',
        });
        return row;
      });
      return {
        success: true,
        message: hostTexts.server.payoutDestinationSaved,
        destination: {
          kind: input.kind,
          masked: sealed.masked,
          holderName: input.holderName,
          updatedAt: saved.updatedAt.toISOString(),
          payoutsFrom: payoutsFrom(saved),
        },
      };
    },
  };
}
