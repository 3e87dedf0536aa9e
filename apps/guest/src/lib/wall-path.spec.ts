import { isWallPath } from './wall-path';

describe('isWallPath', () => {
  it.each(['/ana-e-leo/telao', '/ana%20e%20leo/telao/'])(
    'is true for %j',
    (path) => expect(isWallPath(path)).toBe(true),
  );

  it.each(['/ana-e-leo', '/ana-e-leo/festa', '/telao', '/ana-e-leo/telao/1'])(
    'is false for %j',
    (path) => expect(isWallPath(path)).toBe(false),
  );
});
