import { DEFAULT_TIME_ZONE } from './time-zone';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface DateParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  second: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A 'YYYY-MM-DD' string is a calendar day, not an instant: it is shown as written. */
function calendarDayParts([
  ,
  year,
  month,
  day,
]: RegExpExecArray): DateParts | null {
  if (year === undefined || month === undefined || day === undefined)
    return null;
  const check = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day)),
  );
  const sameDay =
    check.getUTCFullYear() === Number(year) &&
    check.getUTCMonth() === Number(month) - 1 &&
    check.getUTCDate() === Number(day);
  if (!sameDay) return null;
  return { day, month, year, hour: '00', minute: '00', second: '00' };
}

function instantParts(
  value: Date | string,
  timeZone: string,
): DateParts | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    parts[part.type] = part.value;
  }
  const { day, month, year, hour, minute, second } = parts;
  if (!day || !month || !year || !hour || !minute || !second) return null;
  return { day, month, year, hour, minute, second };
}

function dateParts(
  value: Date | string | null | undefined,
  timeZone: string,
): DateParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    const calendarDay = DATE_ONLY.exec(trimmed);
    return calendarDay
      ? calendarDayParts(calendarDay)
      : instantParts(trimmed, timeZone);
  }
  return instantParts(value, timeZone);
}

/** 'dd/mm/yyyy hh:mm:ss' (24 h) in `timeZone`; invalid or empty input gives ''. */
export function formatDateTime(
  value: Date | string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const parts = dateParts(value, timeZone);
  if (!parts) return '';
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** 'dd/mm/yyyy' in `timeZone`; a 'YYYY-MM-DD' string is shown as that day; invalid or empty input gives ''. */
export function formatDate(
  value: Date | string | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const parts = dateParts(value, timeZone);
  if (!parts) return '';
  return `${parts.day}/${parts.month}/${parts.year}`;
}

const longDay = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day ('YYYY-MM-DD') written out: '12 de dezembro de 2026'; anything else gives ''. */
export function formatLongDay(value: string | null | undefined): string {
  const calendarDay = value ? DATE_ONLY.exec(value.trim()) : null;
  const parts = calendarDay ? calendarDayParts(calendarDay) : null;
  if (!parts) return '';
  return longDay.format(
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)),
  );
}

/**
 * When an event happens, as its shared link says it: '12 de dezembro de 2026, 16:30', the day
 * alone without a time, '' without a valid day.
 */
export function formatEventWhen(
  eventDate: string | null | undefined,
  startTime: string | null | undefined,
): string {
  const day = formatLongDay(eventDate);
  return day && startTime ? `${day}, ${startTime}` : day;
}

/**
 * A moment of the near future as a time of day in `timeZone`: '14:30' when it falls on the
 * same day as `now`, else '30/11 às 14:30'; invalid or empty input gives ''.
 */
export function formatUntil(
  value: Date | string | null | undefined,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const parts = dateParts(value, timeZone);
  if (!parts) return '';
  const time = `${parts.hour}:${parts.minute}`;
  const today = instantParts(now, timeZone);
  const sameDay =
    today?.day === parts.day &&
    today.month === parts.month &&
    today.year === parts.year;
  return sameDay ? time : `${parts.day}/${parts.month} às ${time}`;
}
