import { inPersonDetails, virtualDetails } from '../../../testing/fixtures';
import {
  calendarTimesOf,
  directionsUrlOf,
  googleCalendarUrlOf,
} from './event-calendar';

const on = (startTime: string | null, endTime: string | null) => ({
  eventDate: '2026-10-12',
  startTime,
  endTime,
});

describe('event calendar times (São Paulo wall clock)', () => {
  it('runs from the start to the end time', () => {
    expect(calendarTimesOf(on('16:00', '23:00'))).toEqual({
      allDay: false,
      start: '20261012T160000',
      end: '20261012T230000',
    });
  });

  it('ends on the next day when the end time is earlier than the start', () => {
    expect(calendarTimesOf(on('20:30', '02:00'))?.end).toBe('20261013T020000');
  });

  it('lasts four hours without an end time, across the month if it must', () => {
    expect(
      calendarTimesOf({
        eventDate: '2026-12-31',
        startTime: '22:00',
        endTime: null,
      }),
    ).toEqual({
      allDay: false,
      start: '20261231T220000',
      end: '20270101T020000',
    });
  });

  it('is an all-day event without a start time', () => {
    expect(calendarTimesOf(on(null, null))).toEqual({
      allDay: true,
      start: '20261012',
      end: '20261013',
    });
  });

  it('is nothing without a readable date', () => {
    expect(calendarTimesOf({ ...on('16:00', null), eventDate: null })).toBe(
      null,
    );
    expect(
      calendarTimesOf({ ...on('16:00', null), eventDate: '12/10/2026' }),
    ).toBe(null);
  });
});

describe("'Como chegar'", () => {
  it('searches Google Maps for the address and its CEP', () => {
    const url = new URL(directionsUrlOf(inPersonDetails) as string);
    expect(url.origin + url.pathname).toBe(
      'https://www.google.com/maps/search/',
    );
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe(
      'Avenida Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-100',
    );
  });

  it('searches the point on the map when there is no address', () => {
    const url = directionsUrlOf({
      ...inPersonDetails,
      fullAddress: null,
      postalCode: null,
    });
    expect(new URL(url as string).searchParams.get('query')).toBe(
      '-23.5613,-46.6565',
    );
  });

  it('is not offered for a virtual event or a place with neither', () => {
    expect(directionsUrlOf(virtualDetails)).toBeNull();
    expect(
      directionsUrlOf({
        ...inPersonDetails,
        fullAddress: ' ',
        latitude: null,
        longitude: null,
      }),
    ).toBeNull();
  });
});

describe('Google Calendar link', () => {
  const event = {
    id: 3,
    title: 'Casamento Ana & Leo',
    subtitle: 'Venha celebrar',
    siteUrl: 'https://site.celebra.com.br/ana-e-leo',
    details: inPersonDetails,
  };

  it('fills the new-event page with the title, São Paulo times, place and site', () => {
    const url = new URL(googleCalendarUrlOf(event) as string);
    expect(url.origin + url.pathname).toBe(
      'https://calendar.google.com/calendar/render',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Casamento Ana & Leo',
      dates: '20261012T160000/20261012T230000',
      ctz: 'America/Sao_Paulo',
      location:
        'Espaço Jardim, Avenida Paulista, 1578 - Bela Vista, São Paulo - SP',
      details:
        'Venha celebrar\nSite do evento: https://site.celebra.com.br/ana-e-leo',
    });
  });

  it('uses whole days, without a time zone, for an event without a time', () => {
    const url = new URL(
      googleCalendarUrlOf({
        ...event,
        details: { ...inPersonDetails, startTime: null, endTime: null },
      }) as string,
    );
    expect(url.searchParams.get('dates')).toBe('20261012/20261013');
    expect(url.searchParams.has('ctz')).toBe(false);
  });
});
