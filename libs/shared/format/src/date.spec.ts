import {
  formatDate,
  formatDateTime,
  formatEventWhen,
  formatLongDay,
  formatUntil,
} from './date';

describe('formatDateTime', () => {
  it('shows an instant in São Paulo time as dd/mm/yyyy hh:mm:ss', () => {
    expect(formatDateTime('2024-01-02T03:04:05Z')).toBe('02/01/2024 00:04:05');
    expect(formatDateTime(new Date('2024-06-15T18:30:00Z'))).toBe(
      '15/06/2024 15:30:00',
    );
  });

  it('uses a 24-hour clock with midnight as 00', () => {
    expect(formatDateTime('2024-03-10T03:00:00Z')).toBe('10/03/2024 00:00:00');
    expect(formatDateTime('2024-03-10T02:59:59Z')).toBe('09/03/2024 23:59:59');
  });

  it('honours another time zone', () => {
    expect(formatDateTime('2024-01-02T03:04:05Z', 'UTC')).toBe(
      '02/01/2024 03:04:05',
    );
  });

  it('shows a calendar day string as that day at midnight', () => {
    expect(formatDateTime('2024-05-10')).toBe('10/05/2024 00:00:00');
  });

  it('gives an empty string for invalid or empty input', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(formatDateTime('2024-02-30')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('formatDate', () => {
  it('shows an instant as its São Paulo day', () => {
    expect(formatDate('2024-01-02T02:00:00Z')).toBe('01/01/2024');
    expect(formatDate(new Date('2024-12-31T12:00:00Z'))).toBe('31/12/2024');
  });

  it('shows a calendar day string as written, whatever the time zone', () => {
    expect(formatDate('2024-05-10')).toBe('10/05/2024');
    expect(formatDate('2024-05-10', 'Asia/Tokyo')).toBe('10/05/2024');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
  });

  it('gives an empty string for invalid or empty input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('2023-02-29')).toBe('');
    expect(formatDate('31/12/2024')).toBe('');
    expect(formatDate(new Date('invalid'))).toBe('');
  });
});

describe('formatUntil', () => {
  const now = new Date('2026-11-29T12:00:00Z'); // 09:00 in São Paulo

  it('shows the time alone on the same day in São Paulo, with the day otherwise', () => {
    expect(formatUntil('2026-11-29T17:30:00Z', now)).toBe('14:30');
    // 01:15 UTC on the 30th is still the 29th in São Paulo.
    expect(formatUntil('2026-11-30T01:15:00Z', now)).toBe('22:15');
    expect(formatUntil('2026-11-30T11:05:00Z', now)).toBe('30/11 às 08:05');
  });

  it('gives nothing for empty or invalid input', () => {
    expect(formatUntil(null, now)).toBe('');
    expect(formatUntil('not a date', now)).toBe('');
  });
});

describe('formatLongDay', () => {
  it('writes a calendar day out in Portuguese, whatever the time zone', () => {
    expect(formatLongDay('2026-12-12')).toBe('12 de dezembro de 2026');
    expect(formatLongDay('2027-03-01')).toBe('1 de março de 2027');
  });

  it('gives an empty text for no day, an impossible day or an instant', () => {
    expect(formatLongDay(null)).toBe('');
    expect(formatLongDay('')).toBe('');
    expect(formatLongDay('2026-02-30')).toBe('');
    expect(formatLongDay('2026-12-12T10:00:00Z')).toBe('');
  });
});

describe('formatEventWhen', () => {
  it('says the day and, when there is one, the time', () => {
    expect(formatEventWhen('2026-12-12', '16:30')).toBe(
      '12 de dezembro de 2026, 16:30',
    );
    expect(formatEventWhen('2026-12-12', null)).toBe('12 de dezembro de 2026');
    expect(formatEventWhen(null, '16:30')).toBe('');
  });
});
