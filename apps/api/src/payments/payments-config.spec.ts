import { ConfigError, loadConfig } from '../config';
import { createPaymentProvider } from './payments';

describe('payment, order and mail configuration', () => {
  it('defaults to the local provider, 24 h orders, a 300 s sweep and file mail', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PAYMENT_PROVIDER: 'local',
      MP_API_BASE_URL: 'https://api.mercadopago.com',
      ORDER_EXPIRY_HOURS: 24,
      ORDER_EXPIRY_SWEEP_SECONDS: 300,
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(createPaymentProvider(config).name).toBe('local');
  });

  it('requires the access token and webhook secret for mercadopago', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mercadopago' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'mercadopago', MP_ACCESS_TOKEN: 'x' }),
    ).toThrow(/MP_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=mercadopago/);
    const config = loadConfig({
      PAYMENT_PROVIDER: 'mercadopago',
      MP_ACCESS_TOKEN: 'token',
      MP_WEBHOOK_SECRET: 'secret',
      MP_API_BASE_URL: 'http://127.0.0.1:9999/',
    });
    expect(config.MP_API_BASE_URL).toBe('http://127.0.0.1:9999');
    expect(createPaymentProvider(config).name).toBe('mercadopago');
  });

  it.each([
    ['MP_API_BASE_URL', 'not a url'],
    ['ORDER_EXPIRY_HOURS', '0'],
    ['ORDER_EXPIRY_SWEEP_SECONDS', '-1'],
    ['SMTP_URL', 'http://mail.example.com'],
  ])('refuses %s=%p', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('refuses the local provider in production unless allowed', () => {
    const production = {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'S3guro!2027',
      SITE_TOKEN_SECRET: 'a-real-site-token-secret',
      PAYOUT_ENCRYPTION_KEY: 'cd'.repeat(32),
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER/);
    expect(
      loadConfig({
        ...production,
        ALLOW_LOCAL_PAYMENTS: 'true',
        LOCAL_PAYMENT_SECRET: 'a-real-local-payment-secret',
      }).PAYMENT_PROVIDER,
    ).toBe('local');
  });
});
