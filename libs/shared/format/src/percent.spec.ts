import { formatPercentBps } from './percent';

describe('formatPercentBps', () => {
  it.each([
    [500, '5%'],
    [450, '4,5%'],
    [399, '3,99%'],
    [0, '0%'],
  ])('%p basis points → %p', (bps, text) => {
    expect(formatPercentBps(bps)).toBe(text);
  });
});
