import { slugFromPath } from './slug-from-path';

describe('slugFromPath', () => {
  it.each([
    ['/demo', 'demo'],
    ['/demo/', 'demo'],
    ['/ana-e-leo/presentes/12', 'ana-e-leo'],
    ['//demo', 'demo'],
    ['/caf%C3%A9', 'café'],
    ['/%E0%A4%A', '%E0%A4%A'],
  ])('reads %s as %s', (pathname, slug) => {
    expect(slugFromPath(pathname)).toBe(slug);
  });

  it('finds no slug at the root', () => {
    expect(slugFromPath('/')).toBeNull();
    expect(slugFromPath('')).toBeNull();
  });
});
