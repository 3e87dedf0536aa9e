import {
  type ConfirmPresenceBody,
  type ConfirmPresenceResponse,
  messages,
  type SendGuestMessageBody,
  type SendGuestMessageResponse,
  type UnlockSiteResponse,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { insertGuestMessage } from '../guest-messages/guest-messages.repository';
import {
  findGuestIdByEmail,
  insertGuest,
  lockGuestList,
  updateGuest,
} from '../guests/guests.repository';
import {
  findActivePublicEventById,
  findActivePublicEventBySlug,
  type PublicEventRow,
} from './public-site.repository';
import { createSiteGate } from './site-gate';

export type PublicSiteService = ReturnType<typeof createPublicSiteService>;

const eventNotFound = () =>
  new AppError('NOT_FOUND', messages.server.eventNotFound);

/** What guests do on the public site: unlock it, leave a message, confirm attendance. */
export function createPublicSiteService(deps: {
  db: Db;
  siteTokenSecret: string;
  now?: () => Date;
}) {
  const { db } = deps;
  const gate = createSiteGate({
    db,
    secret: deps.siteTokenSecret,
    now: deps.now,
  });

  /** The active event, checked to be open to this visitor (404, then 401 with the password gate). */
  async function openEvent(
    eventId: number,
    accessToken: string | undefined,
  ): Promise<PublicEventRow> {
    const row = await findActivePublicEventById(db, eventId);
    if (!row) throw eventNotFound();
    await gate.assertAccess(row, accessToken);
    return row;
  }

  return {
    async unlock(slug: string, password: string): Promise<UnlockSiteResponse> {
      const row = await findActivePublicEventBySlug(
        db,
        slug.trim().toLowerCase(),
      );
      if (!row) throw eventNotFound();
      const { accessToken, expiresAt } = await gate.unlock(row, password);
      return {
        success: true,
        accessToken,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** 403 when the host does not show the message section. */
    async sendMessage(
      eventId: number,
      body: SendGuestMessageBody,
      accessToken: string | undefined,
    ): Promise<SendGuestMessageResponse> {
      const { settings } = await openEvent(eventId, accessToken);
      if (!settings.showGuestMessages)
        throw new AppError('FORBIDDEN', messages.server.guestMessagesClosed);
      await insertGuestMessage(db, { eventId, ...body });
      return { success: true, message: messages.success.messageSent };
    },

    /**
     * Adds the guest to the list (source 'guest'); an e-mail already on the list updates that
     * guest instead, keeping the companions and note when not given. 403 when the host closed
     * confirmations.
     */
    async confirmPresence(
      eventId: number,
      body: ConfirmPresenceBody,
      accessToken: string | undefined,
    ): Promise<ConfirmPresenceResponse> {
      const { settings } = await openEvent(eventId, accessToken);
      if (!settings.allowGuestConfirmation)
        throw new AppError(
          'FORBIDDEN',
          messages.server.guestConfirmationClosed,
        );
      const note = body.message || undefined;
      await db.transaction(async (tx) => {
        await lockGuestList(tx, eventId);
        const guestId = await findGuestIdByEmail(tx, eventId, body.email);
        const fields = {
          firstName: body.firstName,
          lastName: body.lastName,
          phoneNumber: body.phoneNumber,
          companions: body.companions,
          note,
        };
        if (guestId === undefined)
          await insertGuest(tx, {
            eventId,
            email: body.email,
            ...fields,
            companions: body.companions ?? 0,
            source: 'guest',
          });
        else await updateGuest(tx, eventId, guestId, fields);
      });
      return { success: true, message: messages.success.presenceConfirmed };
    },
  };
}
