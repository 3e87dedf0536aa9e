import type { EventPermission } from '@celebra/contracts';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import {
  canOn,
  useCurrentEventState,
} from '../../lib/current-event/current-event-context';
import { ChecklistIcon, GiftIcon, HomeIcon, MessageIcon } from '../icons';

type Shortcut = {
  to: string;
  label: string;
  icon: ReactNode;
  permission: EventPermission;
};

const shortcuts: Shortcut[] = [
  { to: paths.home, label: 'Início', icon: <HomeIcon />, permission: 'view' },
  {
    to: paths.messages,
    label: 'Recados',
    icon: <MessageIcon />,
    permission: 'messages',
  },
  {
    to: paths.giftsReceived,
    label: 'Presentes',
    icon: <GiftIcon />,
    permission: 'money',
  },
  {
    to: paths.confirmations,
    label: 'Convidados',
    icon: <ChecklistIcon />,
    permission: 'guests',
  },
];

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-dark ${isActive ? 'text-brand-darker' : 'text-muted'}`;

/**
 * Phones: shortcuts to home, messages, received gifts and the guest list, those the role may
 * open; none without an event.
 */
export const BottomBar = () => {
  const { event } = useCurrentEventState();
  if (!event) return null;
  return (
    <nav
      aria-label="Atalhos"
      className="fixed inset-x-0 bottom-0 z-10 border-t border-line bg-surface md:hidden print:hidden"
    >
      <ul className="mx-auto flex max-w-lg">
        {shortcuts
          .filter((shortcut) => canOn(event, shortcut.permission))
          .map((shortcut) => (
            <li key={shortcut.to} className="flex flex-1">
              <NavLink to={shortcut.to} end className={linkClasses}>
                {shortcut.icon}
                {shortcut.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
};
