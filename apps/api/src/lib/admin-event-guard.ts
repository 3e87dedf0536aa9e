import { apiTexts } from '@celebra/contracts/api-texts';
import { type Db, events } from '@celebra/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * preHandler of the /api/admin/events/{id}/… sub-resources, whichever domain serves them:
 * 404 'Evento não encontrado.' when the event does not exist. Runs after validation, so `id`
 * is already a number.
 */
export function createAdminEventGuard(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const { id } = request.params as { id: number };
    const [row] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, id));
    if (!row) throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
  };
}
