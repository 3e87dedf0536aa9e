import {
  type LoginBody,
  type LoginResponse,
  type MeResponse,
  messages,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { verifyPassword } from '../../lib/passwords';
import type { SessionService } from '../sessions/sessions.service';
import {
  findCurrentEvent,
  findUserCredentials,
  findUserProfile,
} from './user-auth.repository';

export type UserAuthService = ReturnType<typeof createUserAuthService>;

export function createUserAuthService(deps: {
  db: Db;
  sessions: SessionService;
}) {
  const { db, sessions } = deps;
  return {
    /** Same answer and similar time for an unknown e-mail, a wrong password and an inactive account. */
    async login(body: LoginBody): Promise<LoginResponse> {
      const user = await findUserCredentials(db, body.email);
      const valid = await verifyPassword(user?.passwordHash, body.password);
      if (!user || !valid || !user.active)
        throw new AppError('UNAUTHORIZED', messages.server.invalidCredentials);
      const token = await sessions.open(db, { userId: user.id });
      return {
        success: true,
        message: messages.success.loggedIn,
        token,
        id: user.id,
      };
    },

    async me(userId: number): Promise<MeResponse> {
      const [user, event] = await Promise.all([
        findUserProfile(db, userId),
        findCurrentEvent(db, userId),
      ]);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!event)
        throw new AppError('NOT_FOUND', messages.server.eventNotFound);
      return { success: true, user, event };
    },

    async logout(sessionId: number) {
      await sessions.revoke(sessionId);
      return { success: true as const, message: messages.success.loggedOut };
    },
  };
}
