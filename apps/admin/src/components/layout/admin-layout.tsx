import { PrivacyFooter } from '@celebra/ui';
import { Outlet } from 'react-router-dom';
import { AdminHeader } from './admin-header';

export type AdminLayoutProps = { firstName: string };

/** The frame of every signed-in page: sticky header, content at most 1200 px wide, the privacy links. */
export const AdminLayout = ({ firstName }: AdminLayoutProps) => (
  <div className="min-h-dvh bg-canvas text-ink">
    <AdminHeader firstName={firstName} />
    <main className="mx-auto w-full max-w-[1200px] px-4 pt-6">
      <Outlet />
    </main>
    <PrivacyFooter />
  </div>
);
