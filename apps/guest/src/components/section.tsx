import type { ReactNode } from 'react';
import { cx } from '@celebra/ui';

export type SectionProps = {
  /** Fragment the side menu links to. */
  id: string;
  title: string;
  intro?: string;
  children?: ReactNode;
  className?: string;
};

/** A titled block of the event page; its heading takes focus when the menu jumps to it. */
export const Section = ({
  id,
  title,
  intro,
  children,
  className,
}: SectionProps) => (
  <section
    id={id}
    aria-labelledby={`${id}-title`}
    tabIndex={-1}
    className={cx(
      'site-section scroll-mt-16 px-4 py-12 outline-none',
      className,
    )}
  >
    <div className="mx-auto max-w-5xl">
      <h2
        id={`${id}-title`}
        className="site-section-title text-center text-2xl font-bold text-brand-dark sm:text-3xl"
      >
        {title}
      </h2>
      {intro && (
        <p className="site-section-intro mt-2 text-center text-muted">
          {intro}
        </p>
      )}
      {children}
    </div>
  </section>
);
