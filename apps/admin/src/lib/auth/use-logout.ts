import { adminSession, callRoute } from '@celebra/api-client';
import { signInRoutes } from '@celebra/contracts';
import { type LogoutFlow, useLogoutFlow } from '@celebra/shell';

/**
 * 'Sair' (the shell's logout flow): revokes the token on the server when it can, then always
 * forgets the stored adminId/adminToken and reloads.
 */
export const adminLogout: LogoutFlow = {
  logout: () => callRoute(signInRoutes.adminLogout, {}),
  session: adminSession,
};

export const useLogout = () => useLogoutFlow(adminLogout);
