import { buildSiteUrl } from './site-url';

describe('buildSiteUrl', () => {
  it('swaps the users prefix for site and appends the slug', () => {
    expect(
      buildSiteUrl(
        { protocol: 'https:', host: 'users.celebra.com.br' },
        'ana-e-leo',
      ),
    ).toBe('https://site.celebra.com.br/ana-e-leo');
  });

  it('keeps the port of the current host', () => {
    expect(
      buildSiteUrl({ protocol: 'http:', host: 'users.localhost:8080' }, 'demo'),
    ).toBe('http://site.localhost:8080/demo');
  });

  it('replaces only the leading users label', () => {
    expect(
      buildSiteUrl({ protocol: 'https:', host: 'users.users-app.com' }, 'demo'),
    ).toBe('https://site.users-app.com/demo');
  });

  it('leaves a host without the users prefix as it is', () => {
    expect(
      buildSiteUrl({ protocol: 'http:', host: '127.0.0.1:4200' }, 'demo'),
    ).toBe('http://127.0.0.1:4200/demo');
  });

  it('encodes the slug as one path segment', () => {
    expect(
      buildSiteUrl(
        { protocol: 'https:', host: 'users.celebra.com.br' },
        'a/b c',
      ),
    ).toBe('https://site.celebra.com.br/a%2Fb%20c');
  });
});
