import {
  invitationMessages as m,
  invitationState,
  type InvitationState,
} from '@celebra/contracts';
import {
  type Db,
  events,
  eventSettings,
  invitations,
  type Tx,
} from '@celebra/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import { enqueueMail } from '../../mail/outbox';
import { invitationMail, personalLink } from './invitation-mail';

export type InvitationEmailsService = ReturnType<
  typeof createInvitationEmailsService
>;

/** The event's title, slug and the host's invitation text. */
async function eventOf(tx: Tx, eventId: number) {
  const [row] = await tx
    .select({
      title: events.title,
      slug: events.slug,
      template: eventSettings.invitationMessage,
    })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(eq(events.id, eventId));
  if (!row) throw new AppError('NOT_FOUND', m.invitationNotFound);
  return row;
}

const sentColumns = {
  name: invitations.name,
  email: invitations.email,
  code: invitations.code,
  sentAt: invitations.sentAt,
  firstOpenedAt: invitations.firstOpenedAt,
  answeredAt: invitations.answeredAt,
};

/** The host sends invitations by e-mail (through the outbox): one, or every one not sent yet. */
export function createInvitationEmailsService(deps: {
  db: Db;
  siteOrigin: string;
}) {
  const { db } = deps;

  async function enqueue(
    tx: Tx,
    eventId: number,
    rows: { name: string; email: string; code: string }[],
  ) {
    const event = await eventOf(tx, eventId);
    await enqueueMail(
      tx,
      ...rows.map((row) =>
        invitationMail(
          {
            email: row.email,
            name: row.name,
            eventTitle: event.title,
            link: personalLink(deps.siteOrigin, event.slug, row.code),
          },
          event.template,
        ),
      ),
    );
  }

  return {
    /** Queues the invitation's e-mail and marks it sent now; 409 without an e-mail. */
    async sendOne(
      eventId: number,
      invitationId: number,
    ): Promise<{ sentAt: string | null; state: InvitationState }> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ email: invitations.email })
          .from(invitations)
          .where(
            and(
              eq(invitations.id, invitationId),
              eq(invitations.eventId, eventId),
            ),
          )
          .for('update');
        if (!current) throw new AppError('NOT_FOUND', m.invitationNotFound);
        if (current.email === '') throw new AppError('CONFLICT', m.noEmail);
        const [row] = await tx
          .update(invitations)
          .set({ sentAt: sql`now()` })
          .where(eq(invitations.id, invitationId))
          .returning(sentColumns);
        if (!row) throw new AppError('NOT_FOUND', m.invitationNotFound);
        await enqueue(tx, eventId, [row]);
        return {
          sentAt: row.sentAt?.toISOString() ?? null,
          state: invitationState(row),
        };
      });
    },

    /** Every invitation with an e-mail never sent: marked sent and queued, each once. */
    async sendAll(eventId: number): Promise<{ queued: number }> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(invitations)
          .set({ sentAt: sql`now()` })
          .where(
            and(
              eq(invitations.eventId, eventId),
              ne(invitations.email, ''),
              isNull(invitations.sentAt),
            ),
          )
          .returning(sentColumns);
        if (rows.length > 0) await enqueue(tx, eventId, rows);
        return { queued: rows.length };
      });
    },
  };
}
