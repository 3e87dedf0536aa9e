import { callRoute, userSession } from '@celebra/api-client';
import { signInRoutes } from '@celebra/contracts';
import { type LogoutFlow, useLogoutFlow } from '@celebra/shell';

/**
 * 'Sair' (the shell's logout flow): revokes the token on the server when it can, then always
 * forgets the stored userId/userToken and reloads.
 */
export const hostLogout: LogoutFlow = {
  logout: () => callRoute(signInRoutes.logout, {}),
  session: userSession,
};

export const useLogout = () => useLogoutFlow(hostLogout);
