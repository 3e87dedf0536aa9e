import {
  isSiteAccessTokenValid,
  signSiteAccessToken,
} from './site-access-token';

const secret = 'a-test-secret-of-some-length';
const now = new Date('2027-05-01T12:00:00Z');
const grant = {
  eventId: 7,
  expiresAt: new Date('2027-05-01T18:00:00Z'),
  passwordVersion: '$argon2id$v=19$m=19456,t=2,p=1$salt$hash',
};

describe('site access tokens', () => {
  const token = signSiteAccessToken(secret, grant);

  it('opens the event, with the password, they were signed for until they expire', () => {
    expect(token).toMatch(/^7\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(
      isSiteAccessTokenValid(secret, token, {
        eventId: 7,
        passwordVersion: grant.passwordVersion,
        now,
      }),
    ).toBe(true);
  });

  it.each([
    ['another event', { eventId: 8 }],
    ['a changed password', { passwordVersion: 'another-hash' }],
    ['the expiry instant', { now: grant.expiresAt }],
  ])('refuses %s', (_, change) => {
    expect(
      isSiteAccessTokenValid(secret, token, {
        eventId: 7,
        passwordVersion: grant.passwordVersion,
        now,
        ...change,
      }),
    ).toBe(false);
  });

  it('refuses another key, a moved expiry and malformed text', () => {
    const expected = {
      eventId: 7,
      passwordVersion: grant.passwordVersion,
      now,
    };
    expect(
      isSiteAccessTokenValid('another-secret-key-x', token, expected),
    ).toBe(false);
    const [id, expires, mac] = token.split('.');
    expect(
      isSiteAccessTokenValid(
        secret,
        `${id}.${Number(expires) + 3600}.${mac}`,
        expected,
      ),
    ).toBe(false);
    for (const bad of [undefined, '', 'x', `${id}.${expires}`, `${token}x`])
      expect(isSiteAccessTokenValid(secret, bad, expected)).toBe(false);
  });
});
