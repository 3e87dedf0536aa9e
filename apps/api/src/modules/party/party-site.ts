import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import {
  findActivePublicEventBySlug,
  type PublicEventRow,
} from '../events/public-site.repository';
import { createSiteGate } from '../events/site-gate';

export type PartySite = ReturnType<typeof createPartySite>;

/**
 * The party pages' event, by its slug: 404 when no active event has it, 401 (with the
 * event's look) when its site is behind a password and the visitor's access token is missing.
 */
export function createPartySite(deps: { db: Db; siteTokenSecret: string }) {
  const gate = createSiteGate({ db: deps.db, secret: deps.siteTokenSecret });
  return {
    async open(
      slug: string,
      accessToken: string | undefined,
    ): Promise<PublicEventRow> {
      const row = await findActivePublicEventBySlug(
        deps.db,
        slug.trim().toLowerCase(),
      );
      if (!row) throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
      await gate.assertAccess(row, accessToken);
      return row;
    },
  };
}
