import {
  type CalendarEvent,
  calendarNotesOf,
  calendarTimesOf,
  EVENT_TIME_ZONE,
  locationTextOf,
} from './event-calendar';

/** The control characters RFC 5545 forbids in TEXT (all but tab; CR and LF are escaped). */
function isForbiddenControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return (code < 0x20 && !'\t\r\n'.includes(character)) || code === 0x7f;
}

/**
 * TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped; every line break
 * (CRLF, a bare CR or a bare LF) written as `\n`, so no text can start a line of its own;
 * other control characters dropped.
 */
export const escapeIcsText = (text: string) =>
  [...text]
    .filter((character) => !isForbiddenControl(character))
    .join('')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** Lines longer than 75 octets folded (CRLF + space), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (date: Date) =>
  `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** Brazil has kept -03:00 all year since 2019. */
const saoPauloZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${EVENT_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * The event as an iCalendar file (one VEVENT, São Paulo time, CRLF lines), which phones and
 * desktop calendars import; null when the event has no date.
 */
export function eventIcs(event: CalendarEvent, now: Date): string | null {
  const times = calendarTimesOf(event.details);
  if (!times) return null;
  const when = times.allDay
    ? [`DTSTART;VALUE=DATE:${times.start}`, `DTEND;VALUE=DATE:${times.end}`]
    : [
        `DTSTART;TZID=${EVENT_TIME_ZONE}:${times.start}`,
        `DTEND;TZID=${EVENT_TIME_ZONE}:${times.end}`,
      ];
  const location = locationTextOf(event.details);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Celebra//Site do evento//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(times.allDay ? [] : saoPauloZone),
    'BEGIN:VEVENT',
    `UID:evento-${event.id}@${new URL(event.siteUrl).host}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...when,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(calendarNotesOf(event))}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    `URL:${event.siteUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** Saves `content` as `fileName` through a temporary link (no server involved). */
export function downloadIcs(fileName: string, content: string): void {
  const url = URL.createObjectURL(
    new Blob([content], { type: 'text/calendar;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
