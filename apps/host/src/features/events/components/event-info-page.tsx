import { getErrorMessage } from '@celebra/api-client';
import { hostTexts } from '@celebra/contracts';
import { InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { eventDetailsQueryOptions } from '../api/event-details-query';
import { DetailsSummary } from './details-summary';
import { EventDetailsForm } from './event-details-form';

/**
 * /info 'Informações do Evento': the whole form until the details are first saved, then a
 * summary edited field by field (or all at once).
 */
export const EventInfoPage = () => {
  const { event } = useCurrentEvent();
  const details = useQuery(eventDetailsQueryOptions(event.id));
  const [editingAll, setEditingAll] = useState(false);
  useErrorAlert(
    details.error,
    hostTexts.hostErrors.eventInfoLoad,
    getErrorMessage,
  );

  const data = details.data;
  // The registration wizard may give the date alone; the times come only from a saved form.
  const neverFilled = data?.startTime === null;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {hostTexts.screens.host.infoTitle}
      </h1>
      {details.isPending && <InlineLoading showLabel />}
      {data &&
        (neverFilled || editingAll ? (
          <EventDetailsForm
            eventId={event.id}
            details={data}
            onSaved={() => setEditingAll(false)}
            onCancel={neverFilled ? undefined : () => setEditingAll(false)}
          />
        ) : (
          <DetailsSummary
            eventId={event.id}
            details={data}
            onEditAll={() => setEditingAll(true)}
          />
        ))}
    </div>
  );
};
