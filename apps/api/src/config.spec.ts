import { ConfigError, loadConfig } from './config';

function messageOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the embedded defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      API_PORT: 3000,
      DATA_DIR: './data',
      ADMIN_EMAIL: 'admin@celebra.dev',
      SEED_DEMO: true,
      LOGIN_MAX_FAILURES_PER_MINUTE: 5,
      LOGIN_MAX_FAILURES_PER_ADDRESS_PER_MINUTE: 30,
      MEDIA_MAX_IMAGE_PIXELS: 40_000_000,
      REGISTER_MAX_PER_MINUTE: 10,
      TRUST_PROXY: 'loopback,linklocal,uniquelocal',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('bounds a free-value gift between FREE_GIFT_MIN_CENTS and FREE_GIFT_MAX_CENTS, the least not above the most', () => {
    expect(loadConfig({})).toMatchObject({
      FREE_GIFT_MIN_CENTS: 1_000,
      FREE_GIFT_MAX_CENTS: 5_000_000,
    });
    expect(
      loadConfig({ FREE_GIFT_MIN_CENTS: '500', FREE_GIFT_MAX_CENTS: '500' }),
    ).toMatchObject({ FREE_GIFT_MIN_CENTS: 500, FREE_GIFT_MAX_CENTS: 500 });
    expect(
      messageOf({ FREE_GIFT_MIN_CENTS: '2000', FREE_GIFT_MAX_CENTS: '1000' }),
    ).toContain('FREE_GIFT_MIN_CENTS');
    expect(messageOf({ FREE_GIFT_MAX_CENTS: '0' })).toContain(
      'FREE_GIFT_MAX_CENTS',
    );
  });

  it('closes idle sessions after 72 hours for hosts and 8 for administrators, in whole hours of at least one', () => {
    expect(loadConfig({})).toMatchObject({
      SESSION_TTL_HOURS: 720,
      SESSION_IDLE_HOURS: 72,
      ADMIN_SESSION_IDLE_HOURS: 8,
    });
    expect(
      loadConfig({ SESSION_IDLE_HOURS: '24', ADMIN_SESSION_IDLE_HOURS: '1' }),
    ).toMatchObject({ SESSION_IDLE_HOURS: 24, ADMIN_SESSION_IDLE_HOURS: 1 });
    for (const value of ['0', '1.5', 'abc', '-3']) {
      const message = messageOf({
        SESSION_IDLE_HOURS: value,
        ADMIN_SESSION_IDLE_HOURS: value,
      });
      expect(message).toContain('\n  SESSION_IDLE_HOURS:');
      expect(message).toContain('\n  ADMIN_SESSION_IDLE_HOURS:');
    }
  });

  it('names every bad variable in the message', () => {
    const message = messageOf({
      API_PORT: 'abc',
      DATABASE_URL: 'not a url',
      SEED_DEMO: 'maybe',
    });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('API_PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SEED_DEMO');
  });

  it('refuses the demo admin password, site token secret, payout key and local payments in production', () => {
    const message = messageOf({ NODE_ENV: 'production' });
    expect(message).toContain('ADMIN_PASSWORD');
    expect(message).toContain('PAYMENT_PROVIDER');
    expect(message).toContain('SITE_TOKEN_SECRET');
    expect(message).toMatch(
      /PAYOUT_ENCRYPTION_KEY: the demo payout encryption key is refused in production/,
    );
  });

  it('reads the payout encryption key as 32 bytes of base64 or hex', () => {
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(
      loadConfig({ PAYOUT_ENCRYPTION_KEY: base64 }).PAYOUT_ENCRYPTION_KEY,
    ).toBe(base64);
    expect(
      loadConfig({ PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32) })
        .PAYOUT_ENCRYPTION_KEY,
    ).toBe('ab'.repeat(32));
    for (const key of [
      'short',
      'ab'.repeat(31),
      Buffer.alloc(16, 7).toString('base64'),
    ])
      expect(messageOf({ PAYOUT_ENCRYPTION_KEY: key })).toMatch(
        /PAYOUT_ENCRYPTION_KEY: must be 32 bytes, as base64 or 64 hex characters/,
      );
  });

  it('refuses the demo local payment secret when local payments are allowed in production', () => {
    const production = {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'Forte-e-longa-123',
      ALLOW_LOCAL_PAYMENTS: 'true',
      SITE_TOKEN_SECRET: 'a-long-random-production-secret',
      PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32),
    };
    expect(messageOf(production)).toMatch(
      /LOCAL_PAYMENT_SECRET: the demo local payment secret is refused in production/,
    );
    expect(
      loadConfig({
        ...production,
        LOCAL_PAYMENT_SECRET: 'a-long-random-local-payment-secret',
      }).PAYMENT_PROVIDER,
    ).toBe('local');
    // Not used by Mercado Pago, so not required then.
    expect(
      loadConfig({
        ...production,
        PAYMENT_PROVIDER: 'mercadopago',
        MP_ACCESS_TOKEN: 'token',
        MP_WEBHOOK_SECRET: 'secret',
      }).PAYMENT_PROVIDER,
    ).toBe('mercadopago');
  });

  it('does not seed the demo in production unless asked', () => {
    const production = {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'Forte-e-longa-123',
      ALLOW_LOCAL_PAYMENTS: 'true',
      LOCAL_PAYMENT_SECRET: 'a-long-random-local-payment-secret',
      SITE_TOKEN_SECRET: 'a-long-random-production-secret',
      PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32),
    };
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(
      true,
    );
  });

  it('reads TRUST_PROXY as a boolean or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe(
      '10.0.0.0/8',
    );
  });
});
