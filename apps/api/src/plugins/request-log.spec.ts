import { redactUrl } from './request-log';

describe('redactUrl', () => {
  it.each([
    ['/api/invitations/abcDEF_123-xyz', '/api/invitations/[redacted]'],
    [
      '/api/invitations/abcDEF_123-xyz/register',
      '/api/invitations/[redacted]/register',
    ],
    [
      '/api/users/invitations/abcDEF_123-xyz/accept',
      '/api/users/invitations/[redacted]/accept',
    ],
    [
      '/api/guests/orders/12/status?token=s3cr3t',
      '/api/guests/orders/12/status?token=[redacted]',
    ],
    [
      '/api/guests/orders/12/pix?x=1&token=s3cr3t&y=2',
      '/api/guests/orders/12/pix?x=[redacted]&token=[redacted]&y=[redacted]',
    ],
    [
      '/api/admin/users?search=ana%40example.com&page=2',
      '/api/admin/users?search=[redacted]&page=[redacted]',
    ],
    ['/api/guests/event/ana?flag', '/api/guests/event/ana?flag'],
  ])('hides the token and query values of %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });

  it.each([
    '/api/users/events/3/invitations/12',
    '/api/users/events/3/invitations',
    '/api/guests/event/ana-e-joao',
  ])('keeps %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});
