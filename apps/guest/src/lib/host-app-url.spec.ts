import { hostAppUrl } from './host-app-url';

describe('the host app beside the site', () => {
  it.each([
    [
      { protocol: 'https:', hostname: 'site.celebra.com.br', port: '' },
      'https://users.celebra.com.br/register',
    ],
    [
      { protocol: 'http:', hostname: 'site.localhost', port: '8080' },
      'http://users.localhost:8080/register',
    ],
  ])('%o → %s', (location, url) => {
    expect(hostAppUrl(location, '/register')).toBe(url);
  });
});
