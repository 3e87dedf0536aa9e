import type { ReactNode } from 'react';
import { cx } from '../class-names';

export type CardProps = {
  title?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Content at the right of the title (actions, badges). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A white panel with an optional title row. */
export const Card = ({
  title,
  headingLevel = 3,
  actions,
  children,
  className,
}: CardProps) => {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cx(
        'rounded-card border border-line bg-surface p-4 shadow-sm',
        className,
      )}
    >
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && (
            <Heading className="text-base font-semibold text-ink">
              {title}
            </Heading>
          )}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
};
