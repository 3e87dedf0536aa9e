import {
  type CustomPage,
  type CustomPageBody,
  type ListCustomPagesResponse,
  messages,
  type RemoveCustomPageResponse,
  type SaveCustomPageResponse,
} from '@celebra/contracts';
import type { Db, DbOrTx } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { contractedOfType } from '../event-services/contracted-services';
import {
  countAndLastPosition,
  deleteCustomPage,
  insertCustomPage,
  listCustomPages,
  lockEvent,
  updateCustomPage,
} from './custom-pages.repository';

export type CustomPagesService = ReturnType<typeof createCustomPagesService>;

type PageRow = Awaited<ReturnType<typeof listCustomPages>>[number];

const pageNotFound = () =>
  new AppError('NOT_FOUND', messages.server.customPageNotFound);

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
async function allowanceOf(db: DbOrTx, eventId: number) {
  const { purchases, quantity } = await contractedOfType(db, eventId, 'PAGE');
  return { enabled: purchases > 0, limit: quantity };
}

/** Writes need a contracted Página service. */
async function requireEnabled(db: DbOrTx, eventId: number) {
  const allowance = await allowanceOf(db, eventId);
  if (!allowance.enabled)
    throw new AppError('CONFLICT', messages.server.customPagesNotAllowed);
  return allowance;
}

/** 'Páginas Personalizadas': extra pages of the public site. */
export function createCustomPagesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(eventId: number): Promise<ListCustomPagesResponse> {
      const [allowance, pages] = await Promise.all([
        allowanceOf(db, eventId),
        pagesOf(db, eventId),
      ]);
      return { success: true, ...allowance, pages };
    },

    async create(
      eventId: number,
      body: CustomPageBody,
    ): Promise<SaveCustomPageResponse> {
      const page = await db.transaction(async (tx) => {
        await lockEvent(tx, eventId);
        const { limit } = await requireEnabled(tx, eventId);
        const { pages, lastPosition } = await countAndLastPosition(tx, eventId);
        if (pages >= limit)
          throw new AppError(
            'CONFLICT',
            messages.server.customPagesLimitReached(String(limit)),
          );
        return insertCustomPage(tx, eventId, lastPosition + 1, body);
      });
      return {
        success: true,
        message: messages.server.customPageCreated,
        page: toPage(page),
        pages: await pagesOf(db, eventId),
      };
    },

    async update(
      eventId: number,
      pageId: number,
      body: CustomPageBody,
    ): Promise<SaveCustomPageResponse> {
      await requireEnabled(db, eventId);
      const page = await updateCustomPage(db, eventId, pageId, body);
      if (!page) throw pageNotFound();
      return {
        success: true,
        message: messages.server.customPageUpdated,
        page: toPage(page),
        pages: await pagesOf(db, eventId),
      };
    },

    async remove(
      eventId: number,
      pageId: number,
    ): Promise<RemoveCustomPageResponse> {
      await requireEnabled(db, eventId);
      if (!(await deleteCustomPage(db, eventId, pageId))) throw pageNotFound();
      return {
        success: true,
        message: messages.server.customPageRemoved,
        pages: await pagesOf(db, eventId),
      };
    },
  };
}
