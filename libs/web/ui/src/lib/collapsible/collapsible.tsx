import { type ReactNode, useId, useState } from 'react';
import { cx } from '../class-names';

export type CollapsibleProps = {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Heading level wrapping the toggle button (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Content at the right of the header, outside the toggle button. */
  actions?: ReactNode;
  className?: string;
};

/** A section whose content shows and hides from a header button (disclosure pattern). */
export const Collapsible = ({
  title,
  children,
  defaultOpen = false,
  headingLevel = 3,
  actions,
  className,
}: CollapsibleProps) => {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={cx('rounded-card border border-line bg-surface', className)}
    >
      <div className="flex items-center gap-2 pr-3">
        <Heading className="flex-1 text-base font-semibold text-ink">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={() => setOpen((value) => !value)}
            className="flex w-full items-center gap-2 rounded-card px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-brand-dark"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={cx(
                'size-4 shrink-0 transition-transform motion-reduce:transition-none',
                open && 'rotate-90',
              )}
            >
              <path
                d="M7 4l6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            {title}
          </button>
        </Heading>
        {actions}
      </div>
      <div
        id={contentId}
        hidden={!open}
        className="border-t border-line px-4 py-3"
      >
        {children}
      </div>
    </section>
  );
};
