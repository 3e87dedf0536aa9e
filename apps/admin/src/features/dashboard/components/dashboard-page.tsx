import { messages } from '@celebra/contracts';
import { LogoutIcon } from '../../../components/icons';

export type DashboardPageProps = {
  onLogout: () => void;
  loggingOut: boolean;
};

const text = messages.screens.admin;

/** 'Painel Administrativo' with its tiles (spec admin §2 Dashboard). */
export const DashboardPage = ({ onLogout, loggingOut }: DashboardPageProps) => (
  <section aria-labelledby="dashboard-title" className="flex flex-col gap-6">
    <h1 id="dashboard-title" className="text-2xl font-bold text-ink">
      {text.dashboardTitle}
    </h1>
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      <li>
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          aria-busy={loggingOut || undefined}
          className="flex h-32 w-full flex-col items-center justify-center gap-3 rounded-card border border-line bg-surface font-semibold text-ink shadow-sm transition-colors hover:border-brand-dark hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-brand-dark disabled:cursor-wait disabled:opacity-60 motion-reduce:transition-none"
        >
          <LogoutIcon className="size-8 text-brand-dark" />
          {text.tileLogout}
        </button>
      </li>
    </ul>
  </section>
);
