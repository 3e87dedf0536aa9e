import { getErrorMessage } from '@celebra/api-client';
import { hostTexts } from '@celebra/contracts';
import { InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import { ownerEventQueryOptions } from '../api/owner-event-query';
import { eventSettingsQueryOptions } from '../api/settings-queries';
import { AppearanceForm } from './appearance-form';

/** /appearance 'Aparência': the site's theme and colour, previewed on the real site. */
export const AppearancePage = () => {
  const current = useCurrentEvent();
  const event = useQuery(ownerEventQueryOptions(current.event.id));
  const settings = useQuery(eventSettingsQueryOptions(current.event.id));
  useErrorAlert(event.error, hostTexts.hostErrors.eventFetch, getErrorMessage);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-ink">
          {hostTexts.screens.host.appearanceTitle}
        </h1>
        <p className="text-muted">{hostTexts.screens.appearance.intro}</p>
      </div>
      {event.isPending && <InlineLoading showLabel />}
      {event.data && (
        <AppearanceForm
          event={event.data}
          hasPassword={settings.data?.hasPassword ?? false}
        />
      )}
    </div>
  );
};
