import { hostTexts } from '@celebra/contracts';
import { type ReactElement, useId } from 'react';

export type ServiceSectionProps = {
  title: string;
  subtitle?: string;
  /** Keyed cards; an empty list shows `emptyText`. */
  cards: ReactElement[];
  emptyText?: string;
};

/** A titled group of service cards. */
export const ServiceSection = ({
  title,
  subtitle,
  cards,
  emptyText = hostTexts.empty.services,
}: ServiceSectionProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        {subtitle && <p className="text-sm text-muted">{subtitle}</p>}
      </div>
      {cards.length === 0 ? (
        <p className="text-muted">{emptyText}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
        </ul>
      )}
    </section>
  );
};
