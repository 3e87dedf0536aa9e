import { AppLayout } from '../../components/layout/app-layout';
import { useLogout } from '../../lib/auth/use-logout';
import { useSession } from '../../lib/auth/use-session';

export const SignedInLayout = () => {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <AppLayout
      userName={`${user.first_name} ${user.last_name}`}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
    />
  );
};
