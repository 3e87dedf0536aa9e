import {
  type EventPermission,
  type EventRole,
  messages,
  roleAllows,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { createAdminEventGuard } from '../lib/admin-event-guard';
import { findEventAccess } from '../lib/event-members';
import { currentUser } from './auth';

/** The event named by the route, as the signed-in member may reach it. */
export interface AccessedEvent {
  id: number;
  /** The account that created the event; never a ground for access (the role is). */
  userId: number;
  eventCategoryId: number;
  slug: string;
  active: boolean;
  /** The caller's role on the event. */
  role: EventRole;
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's event of the route; set by `requireEventAccess` (null elsewhere). */
    event: AccessedEvent | null;
  }
  interface FastifyInstance {
    /**
     * The guard of a host route on one event, after `requireUser`: the caller must be a member
     * of the event whose role allows `permission`. The event is named by the path (`:eventId`
     * or `:id`: an onRequest hook) or, for a route without one, by the body's `eventId` (a
     * preHandler, after validation). Not a member, or no such event: 404 'Evento não
     * encontrado.', so nothing leaks; a member whose role lacks the permission: 403.
     */
    requireEventAccess: (
      permission: EventPermission,
      from?: 'path' | 'body',
    ) => Guard;
    /**
     * preHandler guard for /api/admin routes on one event (`:id`): 404 'Evento não encontrado.'
     * when it does not exist. Runs after validation, so `id` is already a number.
     */
    requireAdminEvent: Guard;
  }
}

const ID_PATTERN = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

function eventIdOf(request: FastifyRequest, from: 'path' | 'body') {
  if (from === 'body') {
    const { eventId } = request.body as { eventId?: unknown };
    return typeof eventId === 'number' ? eventId : null;
  }
  const params = request.params as Record<string, string | undefined>;
  const raw = params.eventId ?? params.id;
  if (!raw || !ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** The event of a route guarded by `requireEventAccess` (the guard guarantees it). */
export function currentEvent(request: FastifyRequest): AccessedEvent {
  if (!request.event)
    throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
  return request.event;
}

/**
 * The one access rule: `userId`'s membership of the event, read with the event in one query,
 * must allow `permission`. Read on every request, so a removed member is refused at once.
 */
export async function authorizeEvent(
  db: Db,
  userId: number,
  eventId: number | null,
  permission: EventPermission,
): Promise<AccessedEvent> {
  const access = eventId ? await findEventAccess(db, eventId, userId) : null;
  if (!access) throw new AppError('NOT_FOUND', apiTexts.server.eventNotFound);
  if (!roleAllows(access.role, permission))
    throw new AppError('FORBIDDEN', messages.server.eventRoleForbidden);
  return {
    id: access.id,
    userId: access.userId,
    eventCategoryId: access.eventCategoryId,
    slug: access.slug,
    active: access.active,
    role: access.role,
  };
}

async function eventAccess(
  app: FastifyInstance,
  options: { db: Db },
): Promise<void> {
  const { db } = options;
  app.decorateRequest('event', null);
  app.decorate(
    'requireEventAccess',
    (permission: EventPermission, from: 'path' | 'body' = 'path') =>
      async (request: FastifyRequest) => {
        request.event = await authorizeEvent(
          db,
          currentUser(request).userId,
          eventIdOf(request, from),
          permission,
        );
      },
  );
  app.decorate('requireAdminEvent', createAdminEventGuard(db));
}

/** Event access guards; register once next to authPlugin. `route()` adds them from each contract. */
export const eventAccessPlugin = fp(eventAccess, {
  name: 'celebra-event-access',
  dependencies: ['celebra-auth'],
});
