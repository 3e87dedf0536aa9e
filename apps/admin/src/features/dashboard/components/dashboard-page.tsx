import { adminTexts } from '@celebra/contracts';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import {
  CalendarIcon,
  GiftIcon,
  LogoutIcon,
  ShieldIcon,
  StarIcon,
  TagIcon,
  UsersIcon,
  WalletIcon,
} from '../../../components/icons';
import { paths } from '../../../config/paths';
import { DashboardCounters } from './dashboard-counters';

export type DashboardPageProps = {
  onLogout: () => void;
  loggingOut: boolean;
};

const text = adminTexts.screens.admin;

const tileClasses =
  'flex h-32 w-full flex-col items-center justify-center gap-3 rounded-card border border-line bg-surface ' +
  'p-2 text-center font-semibold text-ink shadow-sm';
const activeTileClasses =
  'transition-colors hover:border-brand-dark hover:bg-brand-soft focus-visible:outline-2 ' +
  'focus-visible:outline-brand-dark motion-reduce:transition-none';

const linkTiles: {
  label: string;
  to: string;
  Icon: ComponentType<{ className?: string }>;
}[] = [
  { label: text.tileUsers, to: paths.users, Icon: UsersIcon },
  { label: text.tileEvents, to: paths.events, Icon: CalendarIcon },
  { label: text.tileGifts, to: paths.gifts, Icon: GiftIcon },
  { label: text.tileEventTypes, to: paths.eventTypes, Icon: TagIcon },
  { label: text.tileServices, to: paths.services, Icon: StarIcon },
  { label: text.tilePayouts, to: paths.payouts, Icon: WalletIcon },
  { label: text.tilePrivacy, to: paths.privacy, Icon: ShieldIcon },
];

/**
 * 'Painel Administrativo': counters and tiles. Every tile goes somewhere or does something;
 * there is no back-office settings screen, so there is no 'Configurações' tile.
 */
export const DashboardPage = ({ onLogout, loggingOut }: DashboardPageProps) => (
  <section aria-labelledby="dashboard-title" className="flex flex-col gap-6">
    <h1 id="dashboard-title" className="text-2xl font-bold text-ink">
      {text.dashboardTitle}
    </h1>
    <DashboardCounters />
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {linkTiles.map(({ label, to, Icon }) => (
        <li key={to}>
          <Link to={to} className={`${tileClasses} ${activeTileClasses}`}>
            <Icon className="size-8 text-brand-dark" />
            {label}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          aria-busy={loggingOut || undefined}
          className={`${tileClasses} ${activeTileClasses} disabled:cursor-wait disabled:opacity-60`}
        >
          <LogoutIcon className="size-8 text-brand-dark" />
          {text.tileLogout}
        </button>
      </li>
    </ul>
  </section>
);
