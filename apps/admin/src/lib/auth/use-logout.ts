import { adminSession, logoutAdmin } from '@celebra/api-client';
import { useMutation } from '@tanstack/react-query';
import { reloadPage } from '@celebra/ui';

/**
 * 'Sair': revokes the token on the server when it can, then always
 * forgets the stored adminId/adminToken and reloads.
 */
export const useLogout = () =>
  useMutation({
    mutationFn: () => logoutAdmin(),
    onSettled: () => {
      adminSession.clear();
      reloadPage();
    },
  });
