import { BackButton, iconButtonClasses, LogoLink } from '@celebra/ui';
import { Link, useLocation } from 'react-router-dom';
import { isRootPath, paths } from '../../config/paths';
import { HomeIcon } from '../icons';

export type AdminHeaderProps = { firstName: string };

/** Sticky 56 px bar: back arrow (home icon on the dashboard), logo, the admin's first name. */
export const AdminHeader = ({ firstName }: AdminHeaderProps) => {
  const location = useLocation();

  return (
    <header className="sticky top-0 z-10 h-14 border-b border-line bg-surface">
      <div className="mx-auto flex h-full max-w-[1200px] items-center justify-between gap-2 px-2 sm:px-4">
        {isRootPath(location.pathname) ? (
          <Link
            to={paths.root}
            aria-label="Início"
            className={iconButtonClasses}
          >
            <HomeIcon />
          </Link>
        ) : (
          <BackButton fallbackPath={paths.root} />
        )}
        <LogoLink to={paths.root} label="Celebra — painel" />
        <div className="flex items-center gap-2">
          <span className="max-w-32 truncate font-medium text-ink">
            {firstName}
          </span>
          <span
            aria-hidden="true"
            className="flex size-9 items-center justify-center rounded-full bg-brand-dark font-semibold text-white"
          >
            {firstName.charAt(0).toUpperCase()}
          </span>
        </div>
      </div>
    </header>
  );
};
