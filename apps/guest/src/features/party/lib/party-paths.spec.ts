import { partyPath } from './party-paths';

describe('partyPath', () => {
  it('escapes the slug', () => {
    expect(partyPath('ana e leo', 'album')).toBe('/ana%20e%20leo/album');
  });
});
