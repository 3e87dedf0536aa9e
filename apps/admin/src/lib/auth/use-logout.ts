import { adminSession, logoutAdmin } from '@celebra/api-client';
import { useMutation } from '@tanstack/react-query';
import { reloadPage } from '../reload-page';

/**
 * 'Sair' (spec admin §2 Dashboard): revokes the token on the server when it can, then always
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
