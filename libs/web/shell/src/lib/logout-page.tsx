import { FullPageLoading } from '@celebra/ui';
import { useEffect, useRef } from 'react';
import { type LogoutFlow, useLogoutFlow } from './logout';

export type LogoutPageProps = { flow: LogoutFlow };

/** A /logout page: signs out once on arrival (the menu's 'Sair' does the same). */
export const LogoutPage = ({ flow }: LogoutPageProps) => {
  const logout = useLogoutFlow(flow);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout.mutate();
  }, [logout]);
  return <FullPageLoading />;
};
