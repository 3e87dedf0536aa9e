import { admins, type Db, events, sessions, users, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { hashSessionToken, newSessionToken } from '../../lib/session-token';
import {
  adminHeaders,
  createAdmin,
  createHost,
  userHeaders,
} from '../factories';
import {
  createCustomPage,
  createGuest,
  createGuestMessage,
  createGuestResponse,
} from '../guest-factories';
import type { Hints } from './json-schema-arbitrary';

export type PrincipalName = 'anonymous' | 'host' | 'admin';
export const PRINCIPALS: PrincipalName[] = ['anonymous', 'host', 'admin'];

const DAY_MS = 86_400_000;

/**
 * The rows the fuzzer aims at: one host with an event (gifts, a guest, an answer waiting for
 * review, a message, a custom page) and one administrator, with their ids and slugs as hints
 * so that generated requests reach past "not found".
 */
export async function seedFuzzWorld(db: Db) {
  const host = await createHost(db);
  const admin = await createAdmin(db);
  const eventId = host.event.id;
  const guest = await createGuest(db, eventId);
  const response = await createGuestResponse(db, eventId, guest.id);
  const message = await createGuestMessage(db, eventId);
  const page = await createCustomPage(db, eventId, { title: 'Padrinhos' });
  const event = oneRow(
    await db
      .select({ categoryId: events.eventCategoryId })
      .from(events)
      .where(eq(events.id, eventId)),
  );

  const hints: Hints = {
    eventId: [eventId],
    id: [eventId, host.user.id, ...host.giftIds.slice(0, 2)],
    slug: [host.event.slug],
    giftId: host.giftIds,
    giftIds: [host.giftIds],
    // The prices the site shows, so a generated purchase line can match its gift's price.
    expectedPrice: host.giftPrices,
    guestId: [guest.id],
    responseId: [response.id],
    messageId: [message.id],
    pageId: [page.id],
    event_category_id: [event.categoryId],
    eventCategoryId: [event.categoryId],
    email: [host.user.email, admin.admin.email],
    cep: ['01001000', '01001-000'],
    '!q': ['Praça da Sé, São Paulo', 'Rua Sem Nome 1'],
  };

  const openSession = async (
    owner: { userId: number } | { adminId: number },
  ) => {
    const token = newSessionToken();
    await db.insert(sessions).values({
      ...owner,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() + DAY_MS),
    });
    return token;
  };

  const headers: Record<PrincipalName, Record<string, string>> = {
    anonymous: {},
    host: host.headers,
    admin: admin.headers,
  };

  return {
    host,
    admin,
    hints,
    headers,
    /** Fresh sessions for both principals (for logout, which ends the session it is sent with). */
    async freshHeaders(): Promise<
      Record<PrincipalName, Record<string, string>>
    > {
      return {
        anonymous: {},
        host: userHeaders(
          await openSession({ userId: host.user.id }),
          host.user.id,
        ),
        admin: adminHeaders(
          await openSession({ adminId: admin.admin.id }),
          admin.admin.id,
        ),
      };
    },
    /**
     * Undoes what fuzzing an earlier operation may have done to the principals (an
     * administrator deactivating the host or the event) and opens new sessions.
     */
    async restore() {
      await db
        .update(users)
        .set({ active: true })
        .where(eq(users.id, host.user.id));
      await db
        .update(admins)
        .set({ active: true })
        .where(eq(admins.id, admin.admin.id));
      await db
        .update(events)
        .set({ active: true })
        .where(eq(events.id, eventId));
      Object.assign(headers, await this.freshHeaders());
    },
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof seedFuzzWorld>>;
