import type { ReactNode } from 'react';
import { cx } from '../class-names';

export type PageHeaderProps = {
  title: ReactNode;
  /** The h1's id, for a region it names. */
  titleId?: string;
  subtitle?: ReactNode;
  /** Buttons or links at the right of the title. */
  actions?: ReactNode;
};

/** The h1 of a screen with its actions. */
export const PageHeader = ({
  title,
  titleId,
  subtitle,
  actions,
}: PageHeaderProps) => (
  <div
    className={cx(
      'flex flex-wrap justify-between gap-3',
      subtitle ? 'items-end' : 'items-center',
    )}
  >
    <div>
      <h1 id={titleId} className="text-2xl font-bold text-ink">
        {title}
      </h1>
      {subtitle && <p className="text-muted">{subtitle}</p>}
    </div>
    {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
  </div>
);
