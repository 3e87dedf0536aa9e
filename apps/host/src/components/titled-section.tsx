import type { ReactNode } from 'react';

export type TitledSectionProps = {
  /** The h2's id, which names the region. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A region of a screen named by its h2. */
export const TitledSection = ({
  id,
  title,
  className = 'flex flex-col gap-3',
  children,
}: TitledSectionProps) => (
  <section aria-labelledby={id} className={className}>
    <h2 id={id} className="text-lg font-semibold text-ink">
      {title}
    </h2>
    {children}
  </section>
);
