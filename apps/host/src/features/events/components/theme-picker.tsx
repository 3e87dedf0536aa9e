import {
  EVENT_THEME_LOOKS,
  EVENT_THEMES,
  type EventTheme,
  hostTexts,
} from '@celebra/contracts';
import { useId } from 'react';
import { ThemeThumbnail } from './theme-thumbnail';

export type ThemePickerProps = {
  value: EventTheme;
  /** The saved theme, marked 'Atual'. */
  current: EventTheme;
  onChange: (theme: EventTheme) => void;
  color: string;
  title: string;
  disabled?: boolean;
};

const texts = hostTexts.screens.appearance;

/**
 * The themes as a group of radio buttons (arrow keys move the choice): each a card with its
 * thumbnail, name and one line about it; the saved one is marked 'Atual'.
 */
export const ThemePicker = ({
  value,
  current,
  onChange,
  color,
  title,
  disabled = false,
}: ThemePickerProps) => {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-3 text-lg font-semibold text-ink">
        {texts.themeLegend}
      </legend>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-3">
        {EVENT_THEMES.map((theme) => {
          const look = EVENT_THEME_LOOKS[theme];
          const labelId = `${id}-${theme}-label`;
          const descriptionId = `${id}-${theme}-description`;
          const currentId = `${id}-${theme}-current`;
          return (
            <label
              key={theme}
              className="relative flex cursor-pointer flex-col gap-2 rounded-card border-2 border-line bg-surface p-2 shadow-sm hover:border-brand-dark has-checked:border-brand-dark has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-dark has-disabled:cursor-not-allowed"
            >
              <input
                type="radio"
                name={`${id}-theme`}
                value={theme}
                checked={value === theme}
                onChange={() => onChange(theme)}
                aria-labelledby={labelId}
                aria-describedby={
                  theme === current
                    ? `${descriptionId} ${currentId}`
                    : descriptionId
                }
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <ThemeThumbnail theme={theme} color={color} title={title} />
              <span className="flex items-center justify-between gap-2">
                <span id={labelId} className="font-semibold text-ink">
                  {look.label}
                </span>
                {theme === current && (
                  <span
                    id={currentId}
                    className="rounded-full bg-ink px-2 py-0.5 text-xs font-medium text-surface"
                  >
                    {texts.currentTheme}
                  </span>
                )}
              </span>
              <span id={descriptionId} className="text-sm text-muted">
                {look.description}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
};
