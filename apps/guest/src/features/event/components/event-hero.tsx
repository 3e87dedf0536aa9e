import { DEFAULT_EVENT_COLOR, type PublicEvent } from '@celebra/contracts';

export type EventHeroProps = { event: PublicEvent };

/** Banner, title and subtitle in the event's colour. */
export const EventHero = ({ event }: EventHeroProps) => {
  const color = event.color || DEFAULT_EVENT_COLOR;
  return (
    <header className="bg-surface">
      <div
        aria-hidden="true"
        className="h-2"
        style={{ backgroundColor: color }}
      />
      {event.bannerUrl && (
        <img
          src={event.bannerUrl}
          alt=""
          className="h-48 w-full object-cover sm:h-72"
        />
      )}
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-2 px-4 py-10 text-center">
        <h1 className="text-3xl font-bold sm:text-4xl" style={{ color }}>
          {event.title}
        </h1>
        <h2 className="text-lg text-muted sm:text-xl">{event.subtitle}</h2>
      </div>
    </header>
  );
};
