import ICAL from 'ical.js';
import { inPersonDetails, virtualDetails } from '../../../testing/fixtures';
import { escapeIcsText, eventIcs, foldIcsLine } from './ics';

const event = {
  id: 3,
  title: 'Casamento Ana & Leo; festa, bolo',
  subtitle: 'Venha celebrar',
  siteUrl: 'https://site.celebra.com.br/ana-e-leo',
  details: inPersonDetails,
};
const now = new Date('2026-05-01T12:34:56.789Z');

/** The file's lines with the folding undone. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('the .ics file of the event', () => {
  it('is one VEVENT in São Paulo time with CRLF lines', () => {
    const ics = eventIcs(event, now) as string;

    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfolded(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('TZID:America/Sao_Paulo');
    expect(lines).toContain('TZOFFSETTO:-0300');
    expect(lines).toContain('UID:evento-3@site.celebra.com.br');
    expect(lines).toContain('DTSTAMP:20260501T123456Z');
    expect(lines).toContain('DTSTART;TZID=America/Sao_Paulo:20261012T160000');
    expect(lines).toContain('DTEND;TZID=America/Sao_Paulo:20261012T230000');
    expect(lines).toContain('SUMMARY:Casamento Ana & Leo\\; festa\\, bolo');
    expect(lines).toContain(
      'LOCATION:Espaço Jardim\\, Avenida Paulista\\, 1578 - Bela Vista\\, São Paulo - SP',
    );
    expect(lines).toContain(
      'DESCRIPTION:Venha celebrar\\nSite do evento: https://site.celebra.com.br/ana-e-leo',
    );
    expect(lines).toContain('URL:https://site.celebra.com.br/ana-e-leo');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('is a whole-day entry without a time zone when the event has no time', () => {
    const lines = unfolded(
      eventIcs(
        { ...event, details: { ...inPersonDetails, startTime: null } },
        now,
      ) as string,
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20261012');
    expect(lines).toContain('DTEND;VALUE=DATE:20261013');
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
  });

  it('names the platform and its link for a virtual event', () => {
    const lines = unfolded(
      eventIcs({ ...event, details: virtualDetails }, now) as string,
    );
    expect(lines).toContain('LOCATION:https://zoom.example/j/123');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(
      'Transmissão: Zoom',
    );
  });

  it('is nothing without a date', () => {
    expect(
      eventIcs(
        { ...event, details: { ...inPersonDetails, eventDate: null } },
        now,
      ),
    ).toBeNull();
  });

  it('escapes backslashes and newlines', () => {
    expect(escapeIcsText('a\\b\nc')).toBe('a\\\\b\\nc');
  });

  it('keeps a bare CR, a CRLF and other control characters from adding lines, read back by a calendar library', () => {
    const forged =
      'Festa\rEND:VEVENT\r\nBEGIN:VEVENT\nATTENDEE:mailto:x@evil.test\u0000!';
    const ics = eventIcs(
      {
        ...event,
        title: forged,
        subtitle: `Venha\r${forged}`,
        details: { ...inPersonDetails, eventLocation: `Salão\r${forged}` },
      },
      now,
    ) as string;

    const unfolded = ics.replace(/\r\n/g, '');
    expect(unfolded).not.toMatch(/[\r\n]/);
    expect(unfolded).not.toContain('\u0000');
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const [only] = events;
    expect(only?.getAllProperties('attendee')).toEqual([]);
    expect(only?.getFirstPropertyValue('summary')).toBe(
      'Festa\nEND:VEVENT\nBEGIN:VEVENT\nATTENDEE:mailto:x@evil.test!',
    );
    expect(only?.getFirstPropertyValue('location')).toContain(
      'Salão\nFesta\nEND:VEVENT',
    );
  });

  it('reads back a long accented title and place split by a bare CR as one VEVENT with their text', () => {
    const title =
      'Celebração do casamento de Conceição & João Sebastião — cerimônia, jantar e música ao vivo até o amanhecer\rATTENDEE:mailto:x@evil.test';
    const place =
      'Salão Nobre da Associação Atlética São Francisco de Assis\rBEGIN:VALARM';
    const ics = eventIcs(
      {
        ...event,
        title,
        details: { ...inPersonDetails, eventLocation: place },
      },
      now,
    ) as string;

    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n'))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const [only, ...others] = new ICAL.Component(
      ICAL.parse(ics),
    ).getAllSubcomponents('vevent');
    expect(others).toEqual([]);
    expect(only?.getAllSubcomponents()).toEqual([]);
    expect(only?.getAllProperties().map((property) => property.name)).toEqual([
      'uid',
      'dtstamp',
      'dtstart',
      'dtend',
      'summary',
      'description',
      'location',
      'url',
    ]);
    expect(only?.getFirstPropertyValue('summary')).toBe(
      title.replace('\r', '\n'),
    );
    expect(only?.getFirstPropertyValue('location')).toBe(
      `${place.replace('\r', '\n')}, Avenida Paulista, 1578 - Bela Vista, São Paulo - SP`,
    );
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ção'.repeat(40)}`;
    const folded = foldIcsLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n'))
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
