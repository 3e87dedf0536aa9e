import { formatTimeLeft } from './time-left';

describe('formatTimeLeft', () => {
  it.each([
    [30 * 60_000, '30:00'],
    [29 * 60_000 + 59_001, '30:00'],
    [61_000, '01:01'],
    [999, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [2 * 3_600_000 + 5 * 60_000 + 7_000, '2:05:07'],
  ])('%d ms → %s', (milliseconds, text) => {
    expect(formatTimeLeft(milliseconds)).toBe(text);
  });
});
