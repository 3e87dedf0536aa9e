import type { GuestData, GuestDataCorrectionBody } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { eventMembersWith } from '../../lib/event-members';
import { enqueueMail } from '../../mail/outbox';
import { guestErasedMail } from './guest-data-mails';
import {
  correctGuestData,
  eraseGuestData,
} from './guest-data-erasure.repository';
import { recordAnsweredRequest } from './guest-data-requests.repository';
import {
  eventTitles,
  type GuestDataRows,
  type GuestDataSubject,
  readGuestData,
} from './guest-data.repository';
import { guestDataTokenEmail, guestEmailHash } from './guest-data-token';
import type { GuestDataTable } from './personal-data-tables';

const t = apiTexts.guestData;

type Row = Record<string, unknown>;

/** Dates as ISO strings, the rest as stored: the rows as the contract carries them. */
const asJson = (row: Row) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );

/** The ids of the events the person's rows belong to. */
function eventIdsOf(rows: GuestDataRows): number[] {
  const ids = new Set<number>();
  for (const table of Object.values(rows))
    for (const row of table as Row[])
      if (typeof row.eventId === 'number') ids.add(row.eventId);
  return [...ids].sort((a, b) => a - b);
}

export type GuestDataService = ReturnType<typeof createGuestDataService>;

/** A guest's 'Meus dados' once the code was typed: see, download, correct, erase. */
export function createGuestDataService(deps: {
  db: Db;
  tokenSecret: string;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function dataOf(subject: GuestDataSubject): Promise<GuestData> {
    const rows = await readGuestData(db, subject);
    // Keyed by the register: a guest table the contract lacks, or one more, does not compile.
    const tables: { [Table in GuestDataTable]: GuestData['tables'][Table] } =
      Object.fromEntries(
        Object.entries(rows).map(([table, list]) => [
          table,
          (list as Row[]).map(asJson),
        ]),
      ) as never;
    return {
      email: subject.email,
      exportedAt: now().toISOString(),
      events: await eventTitles(db, eventIdsOf(rows)),
      tables,
    };
  }

  return {
    /** The person of a valid token; 401 for a missing, wrong or expired one. */
    subjectOf(token: string | undefined): GuestDataSubject {
      const email = guestDataTokenEmail(deps.tokenSecret, token, now());
      if (!email) throw new AppError('UNAUTHORIZED', t.sessionEnded);
      return { email, emailHash: guestEmailHash(email) };
    },

    data: dataOf,

    /** Corrects name and phone everywhere, records the request, answers the data as it is now. */
    async correct(subject: GuestDataSubject, body: GuestDataCorrectionBody) {
      await db.transaction(async (tx) => {
        const rows = await correctGuestData(tx, subject, body);
        await recordAnsweredRequest(
          tx,
          {
            kind: 'guest_correction',
            email: subject.email,
            outcome: t.correctionOutcome(rows),
          },
          now(),
        );
      });
      return {
        success: true as const,
        message: t.corrected,
        data: await dataOf(subject),
      };
    },

    /**
     * In one transaction: every table's rule of the register (answers and messages deleted,
     * guest-list entries and gifts anonymised), the request recorded, and an e-mail to the
     * owner and co-hosts of each event the person had data in, saying only that a guest
     * removed their data.
     */
    async erase(subject: GuestDataSubject) {
      await db.transaction(async (tx) => {
        const rows = await readGuestData(tx, subject);
        const eventIds = eventIdsOf(rows);
        await eraseGuestData(tx, subject);
        await recordAnsweredRequest(
          tx,
          {
            kind: 'guest_erasure',
            email: subject.email,
            outcome: t.erasureOutcome(eventIds.length, rows.orders.length),
          },
          now(),
        );
        for (const eventId of eventIds) {
          const hosts = await eventMembersWith(tx, eventId, 'money');
          await enqueueMail(tx, ...hosts.map((host) => guestErasedMail(host)));
        }
      });
      return { success: true as const, message: t.erased };
    },
  };
}
