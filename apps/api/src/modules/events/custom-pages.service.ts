import {
  type CustomPage,
  type CustomPageBody,
  type ListCustomPagesResponse,
  type RemoveCustomPageResponse,
  type SaveCustomPageResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { DbOrTx } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { contractedOfType } from '../services/services.repository';
import {
  countAndLastPosition,
  deleteCustomPage,
  insertCustomPage,
  listCustomPages,
  updateCustomPage,
} from './custom-pages.repository';
import { lockEvent } from '../../lib/event-lock';
import type { EventWriterDeps } from './event-writer-deps';

export type CustomPagesService = ReturnType<typeof createCustomPagesService>;

const pageNotFound = () =>
  new AppError('NOT_FOUND', apiTexts.server.customPageNotFound);

type PageRow = Awaited<ReturnType<typeof listCustomPages>>[number];

function toPage(row: PageRow): CustomPage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function pagesOf(db: DbOrTx, eventId: number): Promise<CustomPage[]> {
  return (await listCustomPages(db, eventId)).map(toPage);
}

/** The Página service: whether it is contracted and how many pages its packages allow. */
async function pageAllowanceOf(db: DbOrTx, eventId: number) {
  const { purchases, quantity } = await contractedOfType(db, eventId, 'PAGE');
  return { enabled: purchases > 0, limit: quantity };
}

/** Page writes need a contracted Página service. */
async function requirePagesEnabled(db: DbOrTx, eventId: number) {
  const allowance = await pageAllowanceOf(db, eventId);
  if (!allowance.enabled)
    throw new AppError('CONFLICT', apiTexts.server.customPagesNotAllowed);
  return allowance;
}

/** 'Páginas Personalizadas': the extra pages of the site, within the Página service's allowance. */
export function createCustomPagesService({
  db,
  publicEvents,
}: EventWriterDeps) {
  return {
    async customPages(eventId: number): Promise<ListCustomPagesResponse> {
      const [allowance, pages] = await Promise.all([
        pageAllowanceOf(db, eventId),
        pagesOf(db, eventId),
      ]);
      return { success: true, ...allowance, pages };
    },

    async createCustomPage(
      eventId: number,
      body: CustomPageBody,
    ): Promise<SaveCustomPageResponse> {
      const page = await db.transaction(async (tx) => {
        await lockEvent(tx, eventId);
        const { limit } = await requirePagesEnabled(tx, eventId);
        const { pages, lastPosition } = await countAndLastPosition(tx, eventId);
        if (pages >= limit)
          throw new AppError(
            'CONFLICT',
            apiTexts.server.customPagesLimitReached(String(limit)),
          );
        return insertCustomPage(tx, eventId, lastPosition + 1, body);
      });
      await publicEvents.changed(eventId);
      return {
        success: true,
        message: apiTexts.server.customPageCreated,
        page: toPage(page),
        pages: await pagesOf(db, eventId),
      };
    },

    async updateCustomPage(
      eventId: number,
      pageId: number,
      body: CustomPageBody,
    ): Promise<SaveCustomPageResponse> {
      await requirePagesEnabled(db, eventId);
      const page = await updateCustomPage(db, eventId, pageId, body);
      if (!page) throw pageNotFound();
      await publicEvents.changed(eventId);
      return {
        success: true,
        message: apiTexts.server.customPageUpdated,
        page: toPage(page),
        pages: await pagesOf(db, eventId),
      };
    },

    async removeCustomPage(
      eventId: number,
      pageId: number,
    ): Promise<RemoveCustomPageResponse> {
      await requirePagesEnabled(db, eventId);
      if (!(await deleteCustomPage(db, eventId, pageId))) throw pageNotFound();
      await publicEvents.changed(eventId);
      return {
        success: true,
        message: apiTexts.server.customPageRemoved,
        pages: await pagesOf(db, eventId),
      };
    },
  };
}
