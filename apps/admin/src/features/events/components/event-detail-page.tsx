import { messages } from '@celebra/contracts';
import { InlineLoading } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useErrorAlert } from '../../../lib/use-error-alert';
import { eventQuery } from '../api/events-queries';
import { EventForm } from './event-form';

/** /events/{id}: the event, viewed or edited (spec admin §2 Event detail). */
export const EventDetailPage = () => {
  const { id = '' } = useParams();
  const { data: event, isPending, error } = useQuery(eventQuery(id));
  useErrorAlert(error, messages.adminErrors.eventsLoad);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={event ? event.title : `Evento ${id}`}
        subtitle={
          event &&
          `#${event.id} · ${event.user.firstName} ${event.user.lastName}`
        }
      />
      {isPending ? (
        <InlineLoading showLabel />
      ) : (
        event && <EventForm event={event} />
      )}
    </div>
  );
};
