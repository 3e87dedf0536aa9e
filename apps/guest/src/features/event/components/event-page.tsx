import { isApiError } from '@celebra/api-client';
import { messages } from '@celebra/contracts';
import { useEvent } from '../api/get-event';
import { EventHero } from './event-hero';

export type EventPageProps = { slug: string | null };

const text = messages.screens;

const Loading = () => (
  <p
    role="status"
    className="flex min-h-dvh items-center justify-center text-lg text-muted"
  >
    {text.common.loading}
  </p>
);

const NotFound = () => (
  <main className="flex min-h-dvh items-center justify-center px-4">
    <h1 className="text-2xl font-bold text-ink">{text.guest.loadFailed}</h1>
  </main>
);

/**
 * The public event site (spec host-guest §2.4): 'Carregando...' while loading, and also when
 * the load fails for any reason but "no such event" (silent); 'Deu ruim!' when there is none.
 */
export const EventPage = ({ slug }: EventPageProps) => {
  const { data, error } = useEvent(slug);
  const noEvent = slug === null || (isApiError(error) && error.status === 404);
  if (noEvent) return <NotFound />;
  if (!data) return <Loading />;
  return (
    <main className="min-h-dvh bg-canvas text-ink">
      <EventHero event={data.event} />
    </main>
  );
};
