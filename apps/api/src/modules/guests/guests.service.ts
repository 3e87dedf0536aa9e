import {
  type AcceptGuestResponseResponse,
  type AdminGuest,
  type AdminGuestBody,
  type ConfirmPresenceBody,
  type ConfirmPresenceResponse,
  type DeleteAdminGuestResponse,
  type DiscardGuestResponseResponse,
  type GuestResponse,
  guestsCsvFilename,
  guestSiteTexts,
  type HostGuest,
  hostTexts,
  invitationMessages,
  type ListAdminGuestsResponse,
  type SaveAdminGuestResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db, NewGuest, Tx } from '@celebra/db';
import { AppError, fieldError } from '../../errors/app-error';
import type { PublicEventRow } from '../events/public-site.repository';
import { guestsToCsv } from './guests-csv';
import {
  deleteGuest,
  deleteGuestResponse,
  findGuest,
  findGuestIdByEmail,
  findMemberIdByEmail,
  findGuestResponse,
  type GuestAnswerField,
  type GuestChanges,
  type GuestResponseRow,
  type GuestRow,
  insertGuest,
  insertGuestResponse,
  listGuestResponses,
  listGuestsForExport,
  countGuests,
  listGuestsByArrival,
  lockGuestList,
  updateGuest,
} from './guests.repository';
import { recordActivity } from '../../lib/activity';
import { eventMembersWith } from '../../lib/event-members';
import { pageSlice } from '../../lib/paging';
import { enqueueMail } from '../../mail/outbox';
import { attendanceMail } from './attendance-mail';

export type GuestsService = ReturnType<typeof createGuestsService>;

/** The fields a guest and a pending answer share, with the answer's message. */
type AnswerFields = Pick<GuestRow, 'id' | GuestAnswerField | 'createdAt'>;

const toGuestAnswer = (
  row: AnswerFields,
  message: string | null,
): GuestResponse => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  attending: row.attending,
  companions: row.companions,
  companionNames: row.companionNames,
  message,
  createdAt: row.createdAt.toISOString(),
});

const toGuestResponse = (row: GuestResponseRow): GuestResponse =>
  toGuestAnswer(row, row.message);

const toHostGuest = (
  row: GuestRow,
  pending: readonly GuestResponseRow[] = [],
): HostGuest => ({
  ...toGuestAnswer(row, row.note),
  pendingResponses: pending.map(toGuestResponse),
});

const toAdminGuest = (row: GuestRow): AdminGuest => ({
  ...toGuestAnswer(row, row.note),
  eventId: row.eventId,
});

/** The names kept when the companions go down to `companions`. */
const namesWithin = (names: readonly string[], companions: number) =>
  names.slice(0, companions);

/** What a public answer says: 'Vou' with one name per companion, or 'Não poderei ir' alone. */
function answerOf(body: ConfirmPresenceBody) {
  const attending = body.attending ?? true;
  const companionNames = attending ? (body.companionNames ?? []) : [];
  return {
    attending,
    companions: companionNames.length,
    companionNames,
    message: body.message || null,
  };
}

const guestNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.guestNotFound);

const responseNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.guestResponseNotFound);

/** One guest per e-mail (any case) in an event: 409 when another guest has it. */
async function assertEmailFree(
  tx: Tx,
  eventId: number,
  email: string,
  exceptId?: number,
): Promise<void> {
  if ((await findGuestIdByEmail(tx, eventId, email, exceptId)) === undefined)
    return;
  throw fieldError('CONFLICT', 'email', apiTexts.server.guestEmailInUse);
}

/**
 * An event's guest list, for its host, administrators and visitors of the public site. Callers
 * have checked the event: the host routes that it is the caller's, the admin routes that it
 * exists, the public route that it is open to the visitor.
 */
export function createGuestsService(deps: {
  db: Db;
  /** Link to the host's attendance list, put in the couple's e-mail of each answer. */
  confirmationsUrl: string;
}) {
  const { db } = deps;

  /** Adds a guest from the back office. */
  async function add(
    values: Omit<NewGuest, 'invitationId'> & { email: string },
  ): Promise<SaveAdminGuestResponse> {
    const { eventId } = values;
    const row = await db.transaction(async (tx) => {
      await lockGuestList(tx, eventId);
      await assertEmailFree(tx, eventId, values.email);
      return insertGuest(tx, values);
    });
    return {
      success: true,
      message: hostTexts.success.guestAdded,
      guest: toAdminGuest(row),
    };
  }

  /** 404 when the guest is not one of the event's; fields left undefined keep their value. */
  async function update(
    eventId: number,
    guestId: number,
    changes: GuestChanges & { email: string },
  ): Promise<SaveAdminGuestResponse> {
    const row = await db.transaction(async (tx) => {
      await lockGuestList(tx, eventId);
      const current = await findGuest(tx, eventId, guestId);
      if (!current) throw guestNotFound();
      await assertEmailFree(tx, eventId, changes.email, guestId);
      return updateGuest(tx, eventId, guestId, {
        ...changes,
        companionNames: namesWithin(
          current.companionNames,
          changes.companions ?? current.companions,
        ),
      });
    });
    return {
      success: true,
      message: hostTexts.success.guestUpdated,
      guest: toAdminGuest(row),
    };
  }

  /** The host's view of a guest: with the answers waiting for review. */
  async function hostView(row: GuestRow) {
    return toHostGuest(row, await listGuestResponses(db, row.eventId, row.id));
  }

  return {
    /** The back office's list, one page: in the order guests were added or confirmed. */
    async listForAdmin(
      eventId: number,
      query: { page: number; limit: number },
    ): Promise<ListAdminGuestsResponse> {
      const [rows, counts] = await Promise.all([
        listGuestsByArrival(db, eventId, pageSlice(query)),
        countGuests(db, eventId),
      ]);
      return {
        success: true,
        guests: rows.map(toAdminGuest),
        total: counts.total,
      };
    },

    addByAdmin(
      eventId: number,
      body: AdminGuestBody,
    ): Promise<SaveAdminGuestResponse> {
      return add({ ...body, eventId, source: 'admin' });
    },

    updateByAdmin(
      eventId: number,
      guestId: number,
      body: AdminGuestBody,
    ): Promise<SaveAdminGuestResponse> {
      return update(eventId, guestId, body);
    },

    async remove(
      eventId: number,
      guestId: number,
    ): Promise<DeleteAdminGuestResponse> {
      if (!(await deleteGuest(db, eventId, guestId))) throw guestNotFound();
      return { success: true, message: hostTexts.success.guestRemoved };
    },

    /**
     * A visitor answers on the public site ('Vou' or 'Não poderei ir'). A new e-mail joins the
     * list as a one-person invitation to review ('a revisar'). An e-mail already on the list (a
     * guest's or an invitation's) changes nothing: the answer waits for the host as a response
     * of that member (nothing proves it comes from them), and the visitor gets the same answer
     * either way. 403 when the host closed confirmations or takes answers by personal link only. The
     * couple (owner and co-hosts; not an assistant) get an e-mail of the answer, enqueued in
     * its transaction.
     */
    async confirmAttendance(
      event: PublicEventRow,
      body: ConfirmPresenceBody,
    ): Promise<ConfirmPresenceResponse> {
      if (!event.settings.allowGuestConfirmation)
        throw new AppError(
          'FORBIDDEN',
          apiTexts.server.guestConfirmationClosed,
        );
      if (!event.settings.rsvpOpenAnswers)
        throw new AppError('FORBIDDEN', invitationMessages.openAnswersClosed);
      const eventId = event.event.id;
      const answer = answerOf(body);
      const contact = {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phoneNumber: body.phoneNumber,
      };
      await db.transaction(async (tx) => {
        await lockGuestList(tx, eventId);
        const guestId = await findMemberIdByEmail(tx, eventId, body.email);
        if (guestId === undefined)
          await insertGuest(
            tx,
            {
              ...contact,
              eventId,
              attending: answer.attending,
              companions: answer.companions,
              companionNames: answer.companionNames,
              note: answer.message,
              source: 'guest',
            },
            { source: 'site', needsReview: true, answeredAt: new Date() },
          );
        else
          await insertGuestResponse(tx, {
            ...contact,
            ...answer,
            eventId,
            guestId,
          });
        const couple = (await eventMembersWith(tx, eventId)).filter(
          (member) => member.role !== 'assistant',
        );
        await enqueueMail(
          tx,
          ...couple.map((host) =>
            attendanceMail(
              {
                guestName: `${body.firstName} ${body.lastName}`,
                attending: answer.attending,
                companionNames: answer.companionNames,
                message: answer.message,
                eventTitle: host.eventTitle,
              },
              host,
              deps.confirmationsUrl,
            ),
          ),
        );
      });
      return {
        success: true,
        message: answer.attending
          ? guestSiteTexts.success.presenceConfirmed
          : guestSiteTexts.success.absenceRecorded,
      };
    },

    /**
     * The host accepts an answer waiting for review: the guest takes its attendance, companions
     * and names, and its message with its thanks mark when it has one (names, e-mail and phone
     * stay the host's).
     */
    async acceptResponse(
      eventId: number,
      actorId: number,
      guestId: number,
      responseId: number,
    ): Promise<AcceptGuestResponseResponse> {
      const row = await db.transaction(async (tx) => {
        await lockGuestList(tx, eventId);
        const response = await findGuestResponse(
          tx,
          eventId,
          guestId,
          responseId,
        );
        if (!response) throw responseNotFound();
        await deleteGuestResponse(tx, eventId, guestId, responseId);
        await recordActivity(tx, {
          eventId,
          actorId,
          action: 'guest_answer_accepted',
          quantity: response.attending ? 1 + response.companions : 0,
        });
        return updateGuest(tx, eventId, guestId, {
          attending: response.attending,
          companions: response.companions,
          companionNames: response.companionNames,
          note: response.message ?? undefined,
          thankedAt: response.message ? response.thankedAt : undefined,
        });
      });
      return {
        success: true,
        message: hostTexts.success.guestResponseAccepted,
        guest: await hostView(row),
      };
    },

    /** The host discards an answer waiting for review; the guest stays as it is. */
    async discardResponse(
      eventId: number,
      guestId: number,
      responseId: number,
    ): Promise<DiscardGuestResponseResponse> {
      if (!(await deleteGuestResponse(db, eventId, guestId, responseId)))
        throw responseNotFound();
      return {
        success: true,
        message: hostTexts.success.guestResponseDiscarded,
      };
    },

    /** The host's list in the order shown, as a CSV file for Excel pt-BR. */
    async exportCsv(event: { id: number; slug: string }) {
      const rows = await listGuestsForExport(db, event.id);
      return {
        filename: guestsCsvFilename(event.slug),
        csv: guestsToCsv(rows),
      };
    },
  };
}
