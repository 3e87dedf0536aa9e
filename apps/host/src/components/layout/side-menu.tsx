import { hostTexts } from '@celebra/contracts';
import { Button, Modal } from '@celebra/ui';
import { NavLink } from 'react-router-dom';
import { hostPages } from '../../config/host-pages';
import { paths } from '../../config/paths';
import {
  canOn,
  useCurrentEventState,
} from '../../lib/current-event/current-event-context';

export type SideMenuProps = {
  open: boolean;
  onClose: () => void;
  userName: string;
  onLogout: () => void;
  loggingOut: boolean;
};

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 font-medium hover:bg-brand-soft ${isActive ? 'bg-brand-soft text-brand-darker' : 'text-ink'}`;

/**
 * The signed-in host's name, the pages of the current event their role may open, 'Criar
 * outro evento', 'Minha conta' and 'Sair'.
 */
export const SideMenu = ({
  open,
  onClose,
  userName,
  onLogout,
  loggingOut,
}: SideMenuProps) => {
  const { event } = useCurrentEventState();
  const links = [
    ...(event ? [{ path: paths.home, title: 'Início' }] : []),
    ...hostPages.filter((page) => canOn(event, page.permission)),
    { path: paths.newEvent, title: 'Criar outro evento' },
    { path: paths.account, title: hostTexts.screens.account.title },
  ];
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Menu"
      size="sm"
      className="mr-0 ml-auto"
    >
      <p className="mb-4 border-b border-line pb-4 text-base font-semibold text-ink">
        {userName}
      </p>
      <nav aria-label="Menu principal">
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.path}>
              <NavLink
                to={link.path}
                end
                className={linkClasses}
                onClick={onClose}
              >
                {link.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        variant="secondary"
        fullWidth
        className="mt-6"
        loading={loggingOut}
        onClick={onLogout}
      >
        Sair
      </Button>
    </Modal>
  );
};
