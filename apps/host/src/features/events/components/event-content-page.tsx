import { getErrorMessage } from '@celebra/api-client';
import { hostTexts } from '@celebra/contracts';
import { InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { ownerEventQueryOptions } from '../api/owner-event-query';
import { EventContentForm } from './event-content-form';

/** /custom 'Cores e Textos': title, subtitle, introduction and colour of the public site. */
export const EventContentPage = () => {
  const current = useCurrentEvent();
  const event = useQuery(ownerEventQueryOptions(current.event.id));
  useErrorAlert(event.error, hostTexts.hostErrors.eventFetch, getErrorMessage);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {hostTexts.screens.host.customTitle}
      </h1>
      {event.isPending && <InlineLoading showLabel />}
      {event.data && <EventContentForm event={event.data} />}
    </div>
  );
};
