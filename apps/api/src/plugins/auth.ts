import { REAUTHENTICATION_MAX_AGE_MINUTES } from '@celebra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import type {
  AuthenticatedAdmin,
  AuthenticatedUser,
  SessionService,
} from '../lib/sessions';

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in host; set by `requireUser` (null outside /api/users groups). */
    user: AuthenticatedUser | null;
    /** The signed-in administrator; set by `requireAdmin` (null outside /api/admin groups). */
    admin: AuthenticatedAdmin | null;
  }
  interface FastifyInstance {
    /** onRequest guard of the signed-in host routes: Bearer token + X-User-Id. */
    requireUser: Guard;
    /** onRequest guard of the back-office routes: Bearer token + X-Admin-Id. */
    requireAdmin: Guard;
    /**
     * onRequest guard of the sensitive host calls, after `requireUser`: the session must have
     * confirmed its password within REAUTHENTICATION_MAX_AGE_MINUTES, else 403
     * `REAUTHENTICATION_REQUIRED` 'Confirme sua senha para continuar.'.
     */
    requireRecentPassword: Guard;
  }
}

const BEARER_PATTERN = /^Bearer ([A-Za-z0-9_-]{16,256})$/;
const ID_PATTERN = /^[1-9]\d{0,9}$/;

function credentialsOf(
  request: FastifyRequest,
  idHeader: 'x-user-id' | 'x-admin-id',
) {
  const token = BEARER_PATTERN.exec(request.headers.authorization ?? '')?.[1];
  const id = request.headers[idHeader];
  if (!token || typeof id !== 'string' || !ID_PATTERN.test(id)) return null;
  return { token, id: Number(id) };
}

const REAUTHENTICATION_MAX_AGE_MS = REAUTHENTICATION_MAX_AGE_MINUTES * 60_000;

/** Whether a password confirmed at `at` still opens the sensitive calls. */
export function isRecentPassword(at: Date | null, now = new Date()): boolean {
  return (
    at !== null && now.getTime() - at.getTime() < REAUTHENTICATION_MAX_AGE_MS
  );
}

/** The host of a guarded route (the guard guarantees it). */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}

/** The administrator of a guarded route (the guard guarantees it). */
export function currentAdmin(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw new AppError('UNAUTHORIZED');
  return request.admin;
}

async function auth(
  app: FastifyInstance,
  options: { sessions: SessionService },
): Promise<void> {
  const { sessions } = options;
  app.decorateRequest('user', null);
  app.decorateRequest('admin', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const credentials = credentialsOf(request, 'x-user-id');
    const user =
      credentials &&
      (await sessions.findUser(credentials.token, credentials.id));
    if (!user) throw new AppError('UNAUTHORIZED');
    request.user = user;
  });

  app.decorate('requireRecentPassword', async (request: FastifyRequest) => {
    if (!isRecentPassword(currentUser(request).reauthenticatedAt))
      throw new AppError('REAUTHENTICATION_REQUIRED');
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const credentials = credentialsOf(request, 'x-admin-id');
    const admin =
      credentials &&
      (await sessions.findAdmin(credentials.token, credentials.id));
    if (!admin) throw new AppError('UNAUTHORIZED');
    request.admin = admin;
  });
}

/** Session guards; register once, then add `app.requireUser` / `app.requireAdmin` per route group. */
export const authPlugin = fp(auth, { name: 'celebra-auth' });
