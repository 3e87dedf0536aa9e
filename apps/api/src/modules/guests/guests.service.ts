import {
  type DeleteGuestResponse,
  guestsCsvFilename,
  type HostGuest,
  type ListGuestsResponse,
  messages,
  type SaveGuestBody,
  type SaveGuestResponse,
} from '@celebra/contracts';
import type { Db, Tx } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { guestsToCsv } from './guests-csv';
import {
  deleteGuest,
  findGuest,
  findGuestIdByEmail,
  type GuestRow,
  insertGuest,
  listGuests,
  lockGuestList,
  updateGuest,
} from './guests.repository';

export type GuestService = ReturnType<typeof createGuestService>;

export function toHostGuest(row: GuestRow): HostGuest {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

const guestNotFound = () =>
  new AppError('NOT_FOUND', messages.server.guestNotFound);

async function assertEmailFree(
  tx: Tx,
  eventId: number,
  email: string,
  exceptId?: number,
): Promise<void> {
  if ((await findGuestIdByEmail(tx, eventId, email, exceptId)) === undefined)
    return;
  throw new AppError('CONFLICT', messages.server.guestEmailInUse, {
    email: [messages.server.guestEmailInUse],
  });
}

/** The host's guest list of one event (the route guard has checked the event is theirs). */
export function createGuestService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(eventId: number): Promise<ListGuestsResponse> {
      const rows = await listGuests(db, eventId);
      return { success: true, guests: rows.map(toHostGuest) };
    },

    /** One guest per e-mail in an event: 409 when the e-mail is already on the list. */
    async create(
      eventId: number,
      body: SaveGuestBody,
    ): Promise<SaveGuestResponse> {
      const row = await db.transaction(async (tx) => {
        await lockGuestList(tx, eventId);
        await assertEmailFree(tx, eventId, body.email);
        return insertGuest(tx, {
          eventId,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phoneNumber: body.phoneNumber,
          companions: body.companions ?? 0,
          source: 'host',
        });
      });
      return {
        success: true,
        message: messages.success.guestAdded,
        guest: toHostGuest(row),
      };
    },

    /** Companions left out keep their value. */
    async update(
      eventId: number,
      guestId: number,
      body: SaveGuestBody,
    ): Promise<SaveGuestResponse> {
      const row = await db.transaction(async (tx) => {
        await lockGuestList(tx, eventId);
        if (!(await findGuest(tx, eventId, guestId))) throw guestNotFound();
        await assertEmailFree(tx, eventId, body.email, guestId);
        return updateGuest(tx, eventId, guestId, {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phoneNumber: body.phoneNumber,
          companions: body.companions,
        });
      });
      return {
        success: true,
        message: messages.success.guestUpdated,
        guest: toHostGuest(row),
      };
    },

    async remove(
      eventId: number,
      guestId: number,
    ): Promise<DeleteGuestResponse> {
      if (!(await deleteGuest(db, eventId, guestId))) throw guestNotFound();
      return { success: true, message: messages.success.guestRemoved };
    },

    /** The list in the order shown, as a CSV file for Excel pt-BR. */
    async exportCsv(event: { id: number; slug: string }) {
      const rows = await listGuests(db, event.id);
      return {
        filename: guestsCsvFilename(event.slug),
        csv: guestsToCsv(rows),
      };
    },
  };
}
