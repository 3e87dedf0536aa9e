import {
  type AdminGuest,
  type AdminGuestBody,
  type DeleteAdminGuestResponse,
  type ListAdminGuestsResponse,
  messages,
  type SaveAdminGuestResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import {
  deleteGuest,
  type GuestRow,
  insertGuest,
  isGuestEmailTaken,
  listGuests,
  updateGuest,
} from './admin-event-guests.repository';

export type AdminEventGuestsService = ReturnType<
  typeof createAdminEventGuestsService
>;

const toAdminGuest = (row: GuestRow): AdminGuest => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const guestNotFound = () =>
  new AppError('NOT_FOUND', messages.server.guestNotFound);
const emailInList = () =>
  new AppError('CONFLICT', messages.server.guestEmailInUse, {
    email: [messages.server.guestEmailInUse],
  });

/** The guest list of any event (the event's existence is checked by the route guard). */
export function createAdminEventGuestsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(eventId: number): Promise<ListAdminGuestsResponse> {
      const rows = await listGuests(db, eventId);
      return { success: true, guests: rows.map(toAdminGuest) };
    },

    async create(
      eventId: number,
      body: AdminGuestBody,
    ): Promise<SaveAdminGuestResponse> {
      const guest = await db.transaction(async (tx) => {
        if (await isGuestEmailTaken(tx, eventId, body.email))
          throw emailInList();
        return insertGuest(tx, eventId, body);
      });
      return {
        success: true,
        message: messages.success.guestAdded,
        guest: toAdminGuest(guest),
      };
    },

    async update(
      eventId: number,
      guestId: number,
      body: AdminGuestBody,
    ): Promise<SaveAdminGuestResponse> {
      const guest = await db.transaction(async (tx) => {
        if (await isGuestEmailTaken(tx, eventId, body.email, guestId))
          throw emailInList();
        const saved = await updateGuest(tx, eventId, guestId, body);
        if (!saved) throw guestNotFound();
        return saved;
      });
      return {
        success: true,
        message: messages.success.guestUpdated,
        guest: toAdminGuest(guest),
      };
    },

    async remove(
      eventId: number,
      guestId: number,
    ): Promise<DeleteAdminGuestResponse> {
      if (!(await deleteGuest(db, eventId, guestId))) throw guestNotFound();
      return { success: true, message: messages.success.guestRemoved };
    },
  };
}
