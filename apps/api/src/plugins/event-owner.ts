import { apiTexts } from '@celebra/contracts/api-texts';
import { type Db, events } from '@celebra/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors/app-error';
import { createAdminEventGuard } from '../lib/admin-event-guard';
import { currentUser } from './auth';

/** The event named by the route, checked to belong to the signed-in host. */
export interface OwnedEvent {
  id: number;
  userId: number;
  eventCategoryId: number;
  slug: string;
  active: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's event of the route; set by `requireEventOwner` (null elsewhere). */
    event: OwnedEvent | null;
  }
  interface FastifyInstance {
    /**
     * onRequest guard for /api/users routes with `:eventId` (or `:id`) in the path; add it after
     * `requireUser`. Another host's event and a missing one both answer 404, so nothing leaks.
     */
    requireEventOwner: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler guard for /api/admin routes on one event (`:id`): 404 'Evento não encontrado.'
     * when it does not exist. Runs after validation, so `id` is already a number.
     */
    requireAdminEvent: (request: FastifyRequest) => Promise<void>;
  }
}

const ID_PATTERN = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

function eventIdOf(request: FastifyRequest): number | null {
  const params = request.params as Record<string, string | undefined>;
  const raw = params.eventId ?? params.id;
  if (!raw || !ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** The owned event of a route guarded by `requireEventOwner` (the guard guarantees it). */
export function currentEvent(request: FastifyRequest): OwnedEvent {
  if (!request.event)
    throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
  return request.event;
}

async function eventOwner(
  app: FastifyInstance,
  options: { db: Db },
): Promise<void> {
  const { db } = options;
  app.decorateRequest('event', null);
  app.decorate('requireEventOwner', async (request: FastifyRequest) => {
    const { userId } = currentUser(request);
    const eventId = eventIdOf(request);
    const [event] = eventId
      ? await db
          .select({
            id: events.id,
            userId: events.userId,
            eventCategoryId: events.eventCategoryId,
            slug: events.slug,
            active: events.active,
          })
          .from(events)
          .where(eq(events.id, eventId))
      : [];
    if (!event || event.userId !== userId)
      throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
    request.event = event;
  });
  app.decorate('requireAdminEvent', createAdminEventGuard(db));
}

/** Event ownership guard; register once next to authPlugin, then add `app.requireEventOwner` per route group. */
export const eventOwnerPlugin = fp(eventOwner, {
  name: 'celebra-event-owner',
  dependencies: ['celebra-auth'],
});
