import { AdminLayout } from '../../components/layout/admin-layout';
import { useCurrentAdmin } from '../../lib/auth/use-current-admin';

export const SignedInLayout = () => {
  const admin = useCurrentAdmin();
  return <AdminLayout firstName={admin.firstName} />;
};
