import { getErrorMessage } from '@celebra/api-client';
import { adminTexts } from '@celebra/contracts';
import { InlineLoading, useErrorAlert, PageHeader } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { eventQuery } from '../api/events-queries';
import { EventForm } from './event-form';

export type EventDetailPageProps = {
  /** Shown under the form once the event has loaded (who has access, the activity). */
  sections?: ReactNode;
};

/** /events/{id}: the event, viewed or edited, then `sections`. */
export const EventDetailPage = ({ sections }: EventDetailPageProps) => {
  const { id = '' } = useParams();
  const { data: event, isPending, error } = useQuery(eventQuery(id));
  useErrorAlert(error, adminTexts.adminErrors.eventsLoad, getErrorMessage);

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
        event && (
          <>
            <EventForm event={event} />
            {sections}
          </>
        )
      )}
    </div>
  );
};
