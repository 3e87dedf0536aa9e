import { messages } from '@celebra/contracts';
import type { Db } from '@celebra/db';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { eventExists } from './admin-events.repository';

/**
 * preHandler of the /api/admin/events/{id}/… sub-resources: 404 'Evento não encontrado.'
 * when the event does not exist. Runs after validation, so `id` is already a number.
 */
export function createAdminEventGuard(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const { id } = request.params as { id: number };
    if (!(await eventExists(db, id)))
      throw new AppError('NOT_FOUND', messages.server.eventNotFound);
  };
}
