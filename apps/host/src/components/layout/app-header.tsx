import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ArrowLeftIcon, MenuIcon } from '../icons';
import { Logo } from '../logo';

export type AppHeaderProps = { onOpenMenu: () => void };

const iconButtonClasses =
  'rounded-full p-2 text-ink hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand-dark';

/** Back arrow, logo (home) and the menu button. */
export const AppHeader = ({ onOpenMenu }: AppHeaderProps) => {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  const goBack = () => {
    if (hasHistory) navigate(-1);
    else navigate(paths.home);
  };

  return (
    <header className="sticky top-0 z-10 border-b border-line bg-surface">
      <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-2 px-2 sm:px-4">
        <button
          type="button"
          aria-label="Voltar"
          onClick={goBack}
          className={iconButtonClasses}
        >
          <ArrowLeftIcon />
        </button>
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
};
