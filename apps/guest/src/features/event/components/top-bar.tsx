import { Suspense, lazy, useState } from 'react';
import { MenuIcon } from '../../../components/icons';
import { SiteLink } from '../../../components/site-link';
import { siteHeroTexts as t } from '@celebra/contracts';
import type { MenuLink } from '../lib/menu-links';

const SideMenu = lazy(() =>
  import('./side-menu').then((module) => ({ default: module.SideMenu })),
);

export type TopBarProps = {
  title: string;
  homeHref: string;
  links: MenuLink[];
};

/**
 * Sticky bar (the page's banner landmark) with the menu button (side menu loaded on first use)
 * and the event title.
 */
export const TopBar = ({ title, homeHref, links }: TopBarProps) => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <header className="site-topbar sticky top-0 z-[5] border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-2">
        <button
          type="button"
          aria-label={t.openMenu}
          aria-haspopup="dialog"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          className="rounded-full p-2 text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          <MenuIcon />
        </button>
        <SiteLink
          href={homeHref}
          className="site-topbar-title truncate rounded-lg px-1 font-semibold text-brand-dark focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          {title}
        </SiteLink>
      </div>
      {loaded && (
        <Suspense fallback={null}>
          <SideMenu open={open} onClose={() => setOpen(false)} links={links} />
        </Suspense>
      )}
    </header>
  );
};
