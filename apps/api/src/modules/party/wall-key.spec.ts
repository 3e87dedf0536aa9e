import { wallKeyMatches } from './wall-key';

describe('wallKeyMatches', () => {
  it('opens with the exact key only', () => {
    expect(wallKeyMatches('Festa-2026_abc', 'Festa-2026_abc')).toBe(true);
    expect(wallKeyMatches('Festa-2026_abc', 'festa-2026_abc')).toBe(false);
    expect(wallKeyMatches('Festa-2026_abc', 'Festa-2026_ab')).toBe(false);
    expect(wallKeyMatches('Festa-2026_abc', '')).toBe(false);
  });

  it('keeps a wall without a key, or a call without one, closed', () => {
    expect(wallKeyMatches(null, 'Festa-2026_abc')).toBe(false);
    expect(wallKeyMatches('Festa-2026_abc', undefined)).toBe(false);
  });
});
