import { DEFAULT_TIME_ZONE } from './time-zone';

export type Countdown =
  | { kind: 'upcoming'; days: number; hours: number; minutes: number }
  | { kind: 'today' }
  | { kind: 'past' };

const MINUTE_MS = 60_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of `instant` in `timeZone`, e.g. { year: '2027', month: '03', … }. */
const wallClock = (instant: Date | number, timeZone: string) => {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant))
    parts[part.type] = part.value;
  return parts;
};

/** 'YYYY-MM-DD' of `instant` in `timeZone`. */
const calendarDay = (instant: Date, timeZone: string) => {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${year}-${month}-${day}`;
};

/** Minutes `timeZone` is ahead of UTC at `instant` (São Paulo: -180). */
const offsetMinutes = (instant: number, timeZone: string) => {
  const { year, month, day, hour, minute } = wallClock(instant, timeZone);
  const asUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
  );
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
