import type { SessionStore } from '@celebra/api-client';
import { reloadPage } from '@celebra/ui';
import { useMutation } from '@tanstack/react-query';

/** What differs between the apps' 'Sair': their logout call and their stored session. */
export type LogoutFlow = {
  /** Revokes the token on the server (`POST /users/logout`, `POST /admin/logout`). */
  logout: () => Promise<unknown>;
  /** The app's session in localStorage (userToken/userId, adminToken/adminId). */
  session: Pick<SessionStore, 'clear'>;
};

/**
 * 'Sair': revokes the token on the server when it can, then always forgets the stored session
 * and reloads. The reload is what empties the query cache and lands on /login: the app starts
 * again with no session. (Emptying the cache before it would render the signed-in screens
 * without their principal until the page is gone.)
 */
export const useLogoutFlow = ({ logout, session }: LogoutFlow) =>
  useMutation({
    mutationFn: () => logout(),
    onSettled: () => {
      session.clear();
      reloadPage();
    },
  });
