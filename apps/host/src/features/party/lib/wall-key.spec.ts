import { WALL_KEY_PATTERN, wallKeySchema } from '@celebra/contracts';
import { newWallKey } from './wall-key';

describe('newWallKey', () => {
  it('makes a different 24-character key each time, valid for the api', () => {
    const keys = new Set(Array.from({ length: 50 }, newWallKey));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(key).toHaveLength(24);
      expect(key).toMatch(WALL_KEY_PATTERN);
      expect(wallKeySchema.parse(key)).toBe(key);
    }
  });
});
