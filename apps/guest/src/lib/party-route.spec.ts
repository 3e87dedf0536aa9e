import { partyPageOf } from './party-route';

describe('partyPageOf', () => {
  it.each([
    ['/ana-e-leo/festa', 'festa'],
    ['/ana-e-leo/fotos/', 'fotos'],
    ['/ana-e-leo/album#inicio', 'album'],
  ])('reads %s as %s', (path, page) => {
    expect(partyPageOf(path)).toBe(page);
  });

  it.each([
    '/ana-e-leo',
    '/ana-e-leo/4',
    '/ana-e-leo/fotos/1',
    '/festa',
    '/a/Festa',
  ])('finds no party page in %s', (path) => {
    expect(partyPageOf(path)).toBeNull();
  });
});
