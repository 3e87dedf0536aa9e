import { BackButton, IconButton, LogoLink } from '@celebra/ui';
import { paths } from '../../config/paths';
import { MenuIcon } from '../icons';
import { EventSwitcher } from './event-switcher';

export type AppHeaderProps = { onOpenMenu: () => void };

/** Back arrow, logo (home) and the menu button; below them, the event switcher. */
export const AppHeader = ({ onOpenMenu }: AppHeaderProps) => (
  <header className="sticky top-0 z-10 border-b border-line bg-surface print:hidden">
    <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-2 px-2 sm:px-4">
      <BackButton fallbackPath={paths.home} />
      <LogoLink to={paths.home} label="Celebra — início" />
      <IconButton label="Abrir menu" onClick={onOpenMenu}>
        <MenuIcon />
      </IconButton>
    </div>
    <EventSwitcher />
  </header>
);
