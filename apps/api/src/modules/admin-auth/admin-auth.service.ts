import {
  type AdminLoginResponse,
  type AdminMeResponse,
  type LoginBody,
  messages,
} from '@celebra/contracts';
import type { Db } from '@celebra/db';
import { AppError } from '../../errors/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SessionService } from '../sessions/sessions.service';
import {
  findAdminCredentials,
  findAdminProfile,
  insertAdmin,
} from './admin-auth.repository';

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;

export function createAdminAuthService(deps: {
  db: Db;
  sessions: SessionService;
}) {
  const { db, sessions } = deps;
  return {
    async login(body: LoginBody): Promise<AdminLoginResponse> {
      const admin = await findAdminCredentials(db, body.email);
      const valid = await verifyPassword(admin?.passwordHash, body.password);
      if (!admin || !valid || !admin.active)
        throw new AppError('UNAUTHORIZED', messages.server.invalidCredentials);
      const token = await sessions.open(db, { adminId: admin.id });
      return {
        success: true,
        message: messages.success.loggedIn,
        token,
        admin: { id: admin.id, firstName: admin.firstName },
      };
    },

    async me(adminId: number): Promise<AdminMeResponse> {
      const admin = await findAdminProfile(db, adminId);
      if (!admin) throw new AppError('UNAUTHORIZED');
      return { success: true, admin };
    },

    async logout(sessionId: number) {
      await sessions.revoke(sessionId);
      return { success: true as const, message: messages.success.loggedOut };
    },
  };
}

/** Creates the first administrator when no admin has this e-mail; true when created. */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string; firstName?: string },
): Promise<boolean> {
  const email = admin.email.trim().toLowerCase();
  if (await findAdminCredentials(db, email)) return false;
  await insertAdmin(db, {
    email,
    firstName: admin.firstName ?? 'Administrador',
    passwordHash: await hashPassword(admin.password),
  });
  return true;
}
