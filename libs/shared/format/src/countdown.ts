import { DEFAULT_TIME_ZONE } from './time-zone';

export type Countdown =
  | { kind: 'upcoming'; days: number; hours: number; minutes: number }
  | { kind: 'today' }
  | { kind: 'past' };

const MINUTE_MS = 60_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' of `instant` in `timeZone`. */
const calendarDay = (instant: Date, timeZone: string) => {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
};

/** Minutes `timeZone` is ahead of UTC at `instant` (São Paulo: -180). */
const offsetMinutes = (instant: number, timeZone: string) => {
  const parts: Record<string, number> = {};
  for (const part of new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant)) {
    parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = parts;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return Math.round(
    (asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS,
  );
};

/** The instant of a wall-clock date and time in `timeZone`. */
const zonedInstant = (
  [year = 0, month = 1, day = 1]: number[],
  [hour = 0, minute = 0]: number[],
  timeZone: string,
) => {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetMinutes(wall, timeZone) * MINUTE_MS;
  return wall - offsetMinutes(first, timeZone) * MINUTE_MS;
};

/**
 * Time left until the event starts (its date at `startTime`, or midnight without one) in the
 * event's time zone: 'today' on the event's day, 'past' after it, null without a valid date.
 */
export const countdownTo = (
  eventDate: string | null,
  startTime: string | null,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Countdown | null => {
  const date = eventDate ? DATE_ONLY.exec(eventDate) : null;
  if (!date || !eventDate) return null;
  const today = calendarDay(now, timeZone);
  if (today === eventDate) return { kind: 'today' };
  if (today > eventDate) return { kind: 'past' };
  const time = (startTime && TIME.exec(startTime)) || null;
  const start = zonedInstant(
    date.slice(1).map(Number),
    time ? time.slice(1).map(Number) : [0, 0],
    timeZone,
  );
  const totalMinutes = Math.max(
    0,
    Math.floor((start - now.getTime()) / MINUTE_MS),
  );
  return {
    kind: 'upcoming',
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor(totalMinutes / 60) % 24,
    minutes: totalMinutes % 60,
  };
};
