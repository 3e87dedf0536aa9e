import { formatDate, formatDateTime, formatUntil } from './date';

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
