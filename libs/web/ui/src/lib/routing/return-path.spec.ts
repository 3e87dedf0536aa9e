import { loginPathWithReturn, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/gifts-received', '/gifts-received'],
    ['/events/3/guests?page=2#lista', '/events/3/guests?page=2#lista'],
    ['/payouts/', '/payouts/'],
  ])('keeps the app path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'gifts-received',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tx',
    '/\nx',
  ])('refuses %p', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('refuses the pages it is told to, with or without a trailing slash', () => {
    expect(safeReturnPath('/logout/', ['/logout'])).toBeNull();
    expect(safeReturnPath('/logout?x=1', ['/logout'])).toBeNull();
  });
});

describe('loginPathWithReturn', () => {
  const at = (pathname: string, search = '', hash = '') => ({
    pathname,
    search,
    hash,
  });

  it('carries the page asked for in next', () => {
    expect(loginPathWithReturn('/login', at('/gifts-received', '?a=1'))).toBe(
      '/login?next=%2Fgifts-received%3Fa%3D1',
    );
  });

  it('drops the home page, the login page and refused pages', () => {
    expect(loginPathWithReturn('/login', at('/'))).toBe('/login');
    expect(loginPathWithReturn('/login', at('/login', '?next=/x'))).toBe(
      '/login',
    );
    expect(loginPathWithReturn('/login', at('/logout'), ['/logout'])).toBe(
      '/login',
    );
  });
});
