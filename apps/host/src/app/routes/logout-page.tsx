import { FullPageLoading } from '@celebra/ui';
import { useEffect, useRef } from 'react';
import { useLogout } from '../../lib/auth/use-logout';

/** /logout: signs out once on arrival (the menu's 'Sair' does the same). */
export const LogoutPage = () => {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout.mutate();
  }, [logout]);
  return <FullPageLoading />;
};
