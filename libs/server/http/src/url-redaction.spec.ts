import { redactUrl } from './url-redaction';

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
    [
      '/api/guests/invitation/ana-e-joao/Qk3vV0t9bX2m1aP8cZ7rLw',
      '/api/guests/invitation/ana-e-joao/[redacted]',
    ],
    [
      '/ana-e-joao/c/Qk3vV0t9bX2m1aP8cZ7rLw?utm_source=whatsapp',
      '/ana-e-joao/c/[redacted]?utm_source=[redacted]',
    ],
  ])('hides the token and query values of %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });

  it.each([
    '/api/users/events/3/invitations/12',
    '/api/users/events/3/invitations',
    '/api/guests/event/ana-e-joao',
    '/api/guests/invitation/ana-e-joao/find',
    '/ana-e-joao/festa',
  ])('keeps %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});
