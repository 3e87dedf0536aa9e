import { adminSession, callRoute } from '@celebra/api-client';
import { accountsRoutes } from '@celebra/contracts';
import { useMutation } from '@tanstack/react-query';
import { reloadPage } from '@celebra/ui';

/**
 * 'Sair': revokes the token on the server when it can, then always
 * forgets the stored adminId/adminToken and reloads.
 */
export const useLogout = () =>
  useMutation({
    mutationFn: () => callRoute(accountsRoutes.adminLogout, {}),
    onSettled: () => {
      adminSession.clear();
      reloadPage();
    },
  });
