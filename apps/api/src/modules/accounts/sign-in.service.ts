import {
  type AdminLoginResponse,
  type AdminMeResponse,
  type LoginBody,
  type LoginResponse,
  type MeResponse,
  REAUTHENTICATION_MAX_AGE_MINUTES,
  type ReauthenticateBody,
  type ReauthenticateResponse,
} from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import { AppError, fieldError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SessionService } from '../../lib/sessions';
import { findCredentials, type Principal } from './accounts.repository';
import {
  findAdminProfile,
  findCurrentEvent,
  findUserPasswordHash,
  findUserProfile,
  insertAdmin,
  listMemberEvents,
} from './sign-in.repository';

export type SignInService = ReturnType<typeof createSignInService>;

/** Hosts and administrators signing in and out, and the signed-in account (`…/me`). */
export function createSignInService(deps: {
  db: Db;
  sessions: SessionService;
}) {
  const { db, sessions } = deps;

  /**
   * Same answer and similar time for an unknown e-mail, a wrong password and an inactive account.
   * `device` is the label the session keeps of the device (lib/device-label.ts).
   */
  async function signIn(principal: Principal, body: LoginBody, device: string) {
    const account = await findCredentials(db, principal, body.email);
    const valid = await verifyPassword(account?.passwordHash, body.password);
    if (!account || !valid || !account.active)
      throw new AppError('UNAUTHORIZED', apiTexts.server.invalidCredentials);
    const owner =
      principal === 'user' ? { userId: account.id } : { adminId: account.id };
    return { account, token: await sessions.open(db, owner, device) };
  }

  return {
    async userLogin(body: LoginBody, device: string): Promise<LoginResponse> {
      const { account, token } = await signIn('user', body, device);
      return {
        success: true,
        message: apiTexts.success.loggedIn,
        token,
        id: account.id,
      };
    },

    async adminLogin(
      body: LoginBody,
      device: string,
    ): Promise<AdminLoginResponse> {
      const { account, token } = await signIn('admin', body, device);
      return {
        success: true,
        message: apiTexts.success.loggedIn,
        token,
        admin: { id: account.id, firstName: account.firstName },
      };
    },

    /** The profile, the event the host app opens (null without any) and every event with its role. */
    async userMe(userId: number): Promise<MeResponse> {
      const [user, event, events] = await Promise.all([
        findUserProfile(db, userId),
        findCurrentEvent(db, userId),
        listMemberEvents(db, userId),
      ]);
      if (!user) throw new AppError('UNAUTHORIZED');
      return { success: true, user, event: event ?? null, events };
    },

    /**
     * Confirms the password of the session's holder: the session may make the sensitive calls
     * for REAUTHENTICATION_MAX_AGE_MINUTES. A wrong password answers 400 'Senha incorreta.' on
     * `password` and keeps the session.
     */
    async reauthenticate(
      user: { userId: number; sessionId: number },
      body: ReauthenticateBody,
    ): Promise<ReauthenticateResponse> {
      const account = await findUserPasswordHash(db, user.userId);
      if (!(await verifyPassword(account?.passwordHash, body.password)))
        throw fieldError(
          'VALIDATION',
          'password',
          apiTexts.members.passwordIncorrect,
        );
      const now = new Date();
      await sessions.markReauthenticated(user.sessionId, now);
      return {
        success: true,
        message: apiTexts.members.reauthenticated,
        validUntil: new Date(
          now.getTime() + REAUTHENTICATION_MAX_AGE_MINUTES * 60_000,
        ).toISOString(),
      };
    },

    async adminMe(adminId: number): Promise<AdminMeResponse> {
      const admin = await findAdminProfile(db, adminId);
      if (!admin) throw new AppError('UNAUTHORIZED');
      return { success: true, admin };
    },

    /** Closes the session of the request, a host's or an administrator's. */
    async logout(sessionId: number) {
      await sessions.revoke(sessionId);
      return { success: true as const, message: apiTexts.success.loggedOut };
    },
  };
}

/** Creates the first administrator when no admin has this e-mail; true when created. */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; firstName?: string },
): Promise<boolean> {
  const email = admin.email.trim().toLowerCase();
  if (await findCredentials(db, 'admin', email)) return false;
  await insertAdmin(db, {
    email,
    firstName: admin.firstName ?? 'Administrador',
    passwordHash: await hashPassword(admin.password),
  });
  return true;
}
