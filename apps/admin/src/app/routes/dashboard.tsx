import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { useLogout } from '../../lib/auth/use-logout';

export const DashboardRoute = () => {
  const logout = useLogout();
  return (
    <DashboardPage
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    />
  );
};
