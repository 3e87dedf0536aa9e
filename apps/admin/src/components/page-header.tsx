import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links at the right of the title. */
  actions?: ReactNode;
};

/** The h1 of a back-office screen with its actions. */
export const PageHeader = ({ title, subtitle, actions }: PageHeaderProps) => (
  <div className="flex flex-wrap items-end justify-between gap-3">
    <div>
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {subtitle && <p className="text-muted">{subtitle}</p>}
    </div>
    {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
  </div>
);
