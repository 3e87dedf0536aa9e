import type { PublicEventDetails } from '@celebra/contracts';

/** Every date and time of the site is São Paulo's. */
export const EVENT_TIME_ZONE = 'America/Sao_Paulo';

/** How long an event with a start time but no end time lasts in a calendar. */
export const DEFAULT_DURATION_HOURS = 4;

/** When the event happens, as calendar values: 'YYYYMMDD' all day, or local 'YYYYMMDDTHHmmss'. */
export type CalendarTimes =
  | { allDay: true; start: string; end: string }
  | { allDay: false; start: string; end: string };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 'YYYYMMDD' of the UTC calendar day of `ms` (used as a plain calendar date). */
const dayOf = (ms: number) => {
  const day = new Date(ms);
  return `${pad(day.getUTCFullYear(), 4)}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}`;
};

/** Minutes since midnight of 'HH:mm', or null. */
const minutesOf = (time: string | null) => {
  const match = time ? TIME.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

const localDateTime = (dayMs: number, minutes: number) => {
  const ms = dayMs + minutes * 60_000;
  const when = new Date(ms);
  return `${dayOf(ms)}T${pad(when.getUTCHours())}${pad(when.getUTCMinutes())}00`;
};

/**
 * The event's start and end in São Paulo wall-clock time: all day without a start time; an end
 * time earlier than the start is on the next day (a party past midnight); no end time means
 * DEFAULT_DURATION_HOURS. Null when the date is not a date.
 */
export function calendarTimesOf(
  details: Pick<PublicEventDetails, 'eventDate' | 'startTime' | 'endTime'>,
): CalendarTimes | null {
  const match = details.eventDate ? DATE_ONLY.exec(details.eventDate) : null;
  if (!match) return null;
  const dayMs = Date.UTC(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
  );
  const start = minutesOf(details.startTime);
  if (start === null)
    return {
      allDay: true,
      start: dayOf(dayMs),
      end: dayOf(dayMs + 86_400_000),
    };
  const endOfDay = minutesOf(details.endTime);
  const end =
    endOfDay === null
      ? start + DEFAULT_DURATION_HOURS * 60
      : endOfDay > start
        ? endOfDay
        : endOfDay + 24 * 60;
  return {
    allDay: false,
    start: localDateTime(dayMs, start),
    end: localDateTime(dayMs, end),
  };
}

/** Where the event is, in words: the place and the address (in person) or the link (virtual). */
export function locationTextOf(details: PublicEventDetails): string {
  if (details.eventType === 'in-person')
    return [details.eventLocation, details.fullAddress]
      .filter(Boolean)
      .join(', ');
  return details.transmissionLink ?? details.transmission ?? '';
}

/**
 * 'Como chegar': a Google Maps search for the address (with the CEP), else for the point on
 * the map; null for a virtual event or one with neither.
 */
export function directionsUrlOf(details: PublicEventDetails): string | null {
  if (details.eventType !== 'in-person') return null;
  const address = details.fullAddress?.trim();
  const hasPoint = details.latitude !== null && details.longitude !== null;
  const query = address
    ? [address, details.postalCode].filter(Boolean).join(', ')
    : hasPoint
      ? `${details.latitude},${details.longitude}`
      : null;
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export type CalendarEvent = {
  id: number;
  title: string;
  subtitle: string;
  /** The public site's address, for the calendar entry's link. */
  siteUrl: string;
  details: PublicEventDetails;
};

/** The calendar entry's notes: the subtitle, the site link and, for a virtual event, the platform. */
export function calendarNotesOf(event: CalendarEvent): string {
  const { details } = event;
  const virtual =
    details.eventType === 'virtual' && details.transmission
      ? `Transmissão: ${details.transmission}`
      : '';
  return [event.subtitle.trim(), virtual, `Site do evento: ${event.siteUrl}`]
    .filter(Boolean)
    .join('\n');
}

/** Google Calendar's "new event" page filled with the event, in São Paulo time. */
export function googleCalendarUrlOf(event: CalendarEvent): string | null {
  const times = calendarTimesOf(event.details);
  if (!times) return null;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${times.start}/${times.end}`,
    details: calendarNotesOf(event),
    location: locationTextOf(event.details),
  });
  if (!times.allDay) params.set('ctz', EVENT_TIME_ZONE);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
