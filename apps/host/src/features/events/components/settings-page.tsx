import { getErrorMessage } from '@celebra/api-client';
import { hostTexts } from '@celebra/contracts';
import { InlineLoading, useErrorAlert } from '@celebra/ui';
import { useQuery } from '@tanstack/react-query';
import { useCurrentEvent } from '../../../lib/current-event/current-event-context';
import {
  eventSettingsQueryOptions,
  passwordServiceQueryOptions,
} from '../api/settings-queries';
import { SettingsForm } from './settings-form';

/** /settings 'Configurações': what the site shows, its link, its password and who pays the fee. */
export const SettingsPage = () => {
  const { event } = useCurrentEvent();
  const settings = useQuery(eventSettingsQueryOptions(event.id));
  const passwordService = useQuery(passwordServiceQueryOptions(event.id));
  useErrorAlert(
    settings.error,
    hostTexts.hostErrors.settingsLoad,
    getErrorMessage,
  );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink">
        {hostTexts.screens.host.settingsTitle}
      </h1>
      {settings.isPending && <InlineLoading showLabel />}
      {settings.data && (
        <SettingsForm
          eventId={event.id}
          settings={settings.data}
          passwordService={
            passwordService.isPending ? null : (passwordService.data ?? false)
          }
        />
      )}
    </div>
  );
};
