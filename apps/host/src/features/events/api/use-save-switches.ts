import { callRoute, getErrorMessage } from '@celebra/api-client';
import { eventsRoutes, hostTexts } from '@celebra/contracts';
import type { EventSettings, EventSettingsBody } from '@celebra/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { settingsKeys, settingsSaveScope } from './settings-queries';

export type SiteSwitch =
  | 'showGiftList'
  | 'showGuestMessages'
  | 'showEventInfo'
  | 'allowGuestConfirmation';

export type SiteSwitches = Record<SiteSwitch, boolean>;

export type SwitchSaveState =
  | { status: 'idle' }
  | { status: 'saving'; name: SiteSwitch }
  | { status: 'saved'; name: SiteSwitch }
  | { status: 'failed'; name: SiteSwitch; message: string };

export const pickSwitches = (settings: EventSettings): SiteSwitches => ({
  showGiftList: settings.showGiftList,
  showGuestMessages: settings.showGuestMessages,
  showEventInfo: settings.showEventInfo,
  allowGuestConfirmation: settings.allowGuestConfirmation,
});

/**
 * The site switches save as soon as they are flipped: the switch moves at once, a PUT with the
 * saved link and the four switches follows (one at a time, in click order, so the last click
 * wins), and a failure puts the switch back as the server has it.
 */
export const useSaveSwitches = (eventId: number, settings: EventSettings) => {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SiteSwitches>(() =>
    pickSwitches(settings),
  );
  const [state, setState] = useState<SwitchSaveState>({ status: 'idle' });
  const key = settingsKeys.detail(String(eventId));
  const mutation = useMutation({
    scope: settingsSaveScope(eventId),
    mutationFn: (body: EventSettingsBody) =>
      callRoute(eventsRoutes.updateSettings, { params: { eventId }, body }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });

  const flip = (name: SiteSwitch, checked: boolean) => {
    const next = { ...values, [name]: checked };
    setValues(next);
    setState({ status: 'saving', name });
    // The link is the one last saved: an edit still in the field is saved by 'Salvar'.
    mutation.mutate(
      { ...next, slug: settings.slug },
      {
        onSuccess: () =>
          setState((current) =>
            current.status === 'saving' && current.name === name
              ? { status: 'saved', name }
              : current,
          ),
        onError: (error) => {
          const saved = queryClient.getQueryData<{ settings: EventSettings }>(
            key,
          );
          setValues(pickSwitches(saved?.settings ?? settings));
          setState({
            status: 'failed',
            name,
            message: getErrorMessage(error, hostTexts.hostErrors.settingsSave),
          });
        },
      },
    );
  };

  return { values, state, flip };
};
