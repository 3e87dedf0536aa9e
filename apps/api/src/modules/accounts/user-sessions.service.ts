import {
  type EndOtherUserSessionsResponse,
  type EndUserSessionResponse,
  hostTexts,
  type ListUserSessionsResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import { AppError } from '../../errors/app-error';
import type { AuthenticatedUser, SessionService } from '../../lib/sessions';

const t = apiTexts.sessions;

export type UserSessionsService = ReturnType<typeof createUserSessionsService>;

/**
 * The signed-in host's open sessions ('Aparelhos conectados'): only the caller's own account is
 * ever read or changed, so another account's session answers the 404 of a missing one.
 */
export function createUserSessionsService(deps: { sessions: SessionService }) {
  const { sessions } = deps;

  return {
    /** The account's live sessions: this one first, then the most recently used. */
    async list(user: AuthenticatedUser): Promise<ListUserSessionsResponse> {
      const rows = await sessions.listLive({ userId: user.userId });
      const current = rows.filter((row) => row.id === user.sessionId);
      const others = rows.filter((row) => row.id !== user.sessionId);
      return {
        success: true,
        sessions: [...current, ...others].map((row) => ({
          id: row.id,
          device: row.deviceLabel ?? t.unknownDevice,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          current: row.id === user.sessionId,
        })),
      };
    },

    /**
     * Ends another live session of the account: 404 for an unknown, ended or foreign one; 409
     * for the session of the request, which signs out with `POST /api/users/logout`.
     */
    async end(
      user: AuthenticatedUser,
      sessionId: number,
    ): Promise<EndUserSessionResponse> {
      if (sessionId === user.sessionId)
        throw new AppError('CONFLICT', t.currentSessionNotEndable);
      if (!(await sessions.revokeLive({ userId: user.userId }, sessionId)))
        throw new AppError('NOT_FOUND', t.sessionNotFound);
      return { success: true, message: hostTexts.success.sessionEnded };
    },

    /** 'Sair de todos os aparelhos': every other live session ends; this one stays. */
    async endOthers(
      user: AuthenticatedUser,
    ): Promise<EndOtherUserSessionsResponse> {
      const ended = await sessions.revokeOthers(
        { userId: user.userId },
        user.sessionId,
      );
      return {
        success: true,
        message: hostTexts.success.otherSessionsEnded(ended),
        ended,
      };
    },
  };
}
