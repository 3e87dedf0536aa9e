import {
  DEFAULT_EVENT_COLOR,
  EVENT_COLORS,
  type EventColor,
} from '@celebra/contracts';

/** The event's colour when it is one of the presets the host can pick, else the default. */
export const presetOrDefault = (color: string): EventColor =>
  EVENT_COLORS.find((preset) => preset === color) ?? DEFAULT_EVENT_COLOR;
