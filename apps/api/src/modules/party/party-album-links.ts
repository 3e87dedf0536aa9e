import type { PartyAlbumLinkResponse } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { type Db, events } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';
import {
  ALBUM_LINK_TTL_MS,
  albumLinkEventId,
  signAlbumLinkToken,
} from './album-link-token';

export type PartyAlbumLinks = ReturnType<typeof createPartyAlbumLinks>;

/**
 * The album's download link: a host asks for it with their session and opens it with a plain
 * link (`<a href>`, no session header), within 15 minutes.
 */
export function createPartyAlbumLinks(deps: {
  db: Db;
  secret: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    create(eventId: number): PartyAlbumLinkResponse {
      const expiresAt = new Date(
        Math.floor((now().getTime() + ALBUM_LINK_TTL_MS) / 1000) * 1000,
      );
      const token = signAlbumLinkToken(deps.secret, eventId, expiresAt);
      return {
        success: true,
        url: `/api/users/party/album.zip?token=${token}`,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The event (its id, and its slug for the ZIP's name) whose album `token` opens; else 404. */
    async open(token: string): Promise<{ eventId: number; slug: string }> {
      const expired = new AppError(
        'NOT_FOUND',
        apiTexts.party.albumLinkExpired,
      );
      const eventId = albumLinkEventId(deps.secret, token, now());
      if (eventId === null) throw expired;
      const [row] = await deps.db
        .select({ slug: events.slug })
        .from(events)
        .where(eq(events.id, eventId));
      if (!row) throw expired;
      return { eventId, slug: row.slug };
    },
  };
}
