import { PrivacyFooter } from '@celebra/ui';
import { type ReactNode, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { ScrollToTop } from './scroll-to-top';
import { SideMenu } from './side-menu';

export type AppLayoutProps = {
  userName: string;
  onLogout: () => void;
  loggingOut: boolean;
  /** Shown above every page (e.g. the account's closure in its grace period). */
  banner?: ReactNode;
};

/** The frame of every signed-in page. */
export const AppLayout = ({
  userName,
  onLogout,
  loggingOut,
  banner,
}: AppLayoutProps) => {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-canvas text-ink print:bg-white">
      <ScrollToTop />
      <AppHeader onOpenMenu={() => setMenuOpen(true)} />
      <SideMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        userName={userName}
        onLogout={onLogout}
        loggingOut={loggingOut}
      />
      <main className="mx-auto w-full max-w-5xl px-4 pt-6">
        {banner}
        <Outlet />
      </main>
      {/* Room below it on phones for the bottom bar. */}
      <PrivacyFooter className="pb-24 md:pb-6 print:hidden" />
      <BottomBar />
    </div>
  );
};
