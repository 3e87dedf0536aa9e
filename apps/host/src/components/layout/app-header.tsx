import { BackButton, iconButtonClasses, Logo } from '@celebra/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MenuIcon } from '../icons';

export type AppHeaderProps = { onOpenMenu: () => void };

/** Back arrow, logo (home) and the menu button. */
export const AppHeader = ({ onOpenMenu }: AppHeaderProps) => (
  <header className="sticky top-0 z-10 border-b border-line bg-surface">
    <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-2 px-2 sm:px-4">
      <BackButton fallbackPath={paths.home} />
      <Link
        to={paths.home}
        aria-label="Celebra — início"
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        <Logo />
      </Link>
      <button
        type="button"
        aria-label="Abrir menu"
        onClick={onOpenMenu}
        className={iconButtonClasses}
      >
        <MenuIcon />
      </button>
    </div>
  </header>
);
