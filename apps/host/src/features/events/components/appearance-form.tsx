import { alertFailure } from '@celebra/shell';
import {
  type EventTheme,
  hostTexts,
  type OwnerEvent,
} from '@celebra/contracts';
import { alertSuccess, Button, ColorPicker } from '@celebra/ui';
import { useEffect, useState } from 'react';
import { buildSiteUrl } from '../../../lib/site-url';
import { useUpdateAppearance } from '../api/use-update-appearance';
import { presetOrDefault } from '../lib/preset-color';
import { sitePreviewUrl } from '../lib/site-preview-url';
import { SitePreview } from './site-preview';
import { ThemePicker } from './theme-picker';

export type AppearanceFormProps = {
  event: OwnerEvent;
  hasPassword: boolean;
};

const texts = hostTexts.screens.appearance;

/** Asks before a reload or a closed tab throws the unsaved choice away. */
const useWarnBeforeUnload = (active: boolean) => {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
};

/**
 * 'Aparência': the theme and the colour, a preview of the real site with them, and 'Salvar',
 * which publishes them.
 */
export const AppearanceForm = ({ event, hasPassword }: AppearanceFormProps) => {
  const update = useUpdateAppearance(event.id);
  const [theme, setTheme] = useState<EventTheme>(event.theme);
  const [color, setColor] = useState(() => presetOrDefault(event.color));
  const unsaved =
    theme !== event.theme || color !== presetOrDefault(event.color);
  useWarnBeforeUnload(unsaved);

  const save = () => {
    update.mutate(
      { theme, color },
      {
        onSuccess: () => void alertSuccess(hostTexts.success.appearanceSaved),
        onError: alertFailure(hostTexts.hostErrors.appearanceSave),
      },
    );
  };

  const previewUrl = sitePreviewUrl(
    buildSiteUrl(window.location, event.slug),
    theme,
    color,
  );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-6 rounded-card bg-surface p-4 shadow-sm">
        <ThemePicker
          value={theme}
          current={event.theme}
          onChange={setTheme}
          color={color}
          title={event.title}
        />
        <ColorPicker
          label={texts.colorLabel}
          value={color}
          onChange={setColor}
        />
        <div className="flex flex-wrap items-center justify-end gap-3">
          {unsaved && (
            <p role="status" className="text-sm text-muted">
              {texts.unsaved}
            </p>
          )}
          <Button type="button" loading={update.isPending} onClick={save}>
            Salvar
          </Button>
        </div>
      </div>
      <div className="lg:sticky lg:top-4">
        <SitePreview url={previewUrl} hasPassword={hasPassword} />
      </div>
    </div>
  );
};
