import { z } from 'zod';
import {
  FREE_GIFT_MAX_CENTS_DEFAULT,
  FREE_GIFT_MIN_CENTS_DEFAULT,
  type FreeAmountLimits,
  ID_MAX,
  PARTY_MEDIA_MAX_BYTES,
  PARTY_MEDIA_MAX_COUNT,
} from '@celebra/contracts';
import { parseSecretKey } from './lib/secret-box';

/** Demo default of ADMIN_PASSWORD: public, so refused in production. */
export const DEMO_ADMIN_PASSWORD = 'Admin1234';

/** Demo default of SITE_TOKEN_SECRET: public, so refused in production. */
export const DEMO_SITE_TOKEN_SECRET = 'celebra-site-token-demo-secret';

/** Demo default of LOCAL_PAYMENT_SECRET: public, so refused in production (webhooks could be forged). */
export const DEMO_LOCAL_PAYMENT_SECRET = 'celebra-local-demo-secret';

/** Demo default of PAYOUT_ENCRYPTION_KEY: public, so refused in production. */
export const DEMO_PAYOUT_ENCRYPTION_KEY =
  'K0MynetqrXKLHcXxmpHx4gqKTCZL9fixOtmb1mRzuNc=';

const S3_REQUIRED = [
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_BASE_URL',
] as const;

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const configSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'test', 'production'])
      .default('development'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().url().optional(),
    PUBLIC_BASE_DOMAIN: z.string().min(1).default('localhost:8080'),
    PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
    ADMIN_EMAIL: z.string().email().default('admin@celebra.dev'),
    ADMIN_PASSWORD: z.string().min(8).default(DEMO_ADMIN_PASSWORD),
    /** Default: true, except in production. */
    SEED_DEMO: booleanFromEnv.optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .positive()
      .default(24 * 30),
    /**
     * A host's session unused for this long stops opening calls (401), whatever its lifetime
     * left; checked to within the 5 minutes at which lastUsedAt is refreshed (never earlier).
     */
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(72),
    /** The same for an administrator's session: shorter, since the back office pays out. */
    ADMIN_SESSION_IDLE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(8),
    PAYMENT_PROVIDER: z.enum(['local', 'mercadopago']).default('local'),
    LOCAL_PAYMENT_SECRET: z.string().min(16).default(DEMO_LOCAL_PAYMENT_SECRET),
    ALLOW_LOCAL_PAYMENTS: booleanFromEnv.default(false),
    PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10000).default(500),
    /** Least amount (centavos) a guest may give to a free-value gift. */
    FREE_GIFT_MIN_CENTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(ID_MAX)
      .default(FREE_GIFT_MIN_CENTS_DEFAULT),
    /** Most amount (centavos) a guest may give to a free-value gift. */
    FREE_GIFT_MAX_CENTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(ID_MAX)
      .default(FREE_GIFT_MAX_CENTS_DEFAULT),
    /** How long a service purchase waits for its payment before it EXPIRES (swept with the orders' period). */
    SERVICE_PAYMENT_EXPIRY_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(48),
    /** HMAC key of the access tokens of password-protected sites; the demo default is refused in production. */
    SITE_TOKEN_SECRET: z.string().min(16).default(DEMO_SITE_TOKEN_SECRET),
    /** AES-256-GCM key of the payout destinations: 32 bytes, base64 or 64 hex characters; the demo default is refused in production. */
    PAYOUT_ENCRYPTION_KEY: z
      .string()
      .refine(
        (key) => parseSecretKey(key) !== null,
        'must be 32 bytes, as base64 or 64 hex characters',
      )
      .default(DEMO_PAYOUT_ENCRYPTION_KEY),
    /** Mercado Pago (PAYMENT_PROVIDER=mercadopago): both required then. */
    MP_ACCESS_TOKEN: z.string().min(1).optional(),
    MP_WEBHOOK_SECRET: z.string().min(1).optional(),
    MP_API_BASE_URL: z
      .string()
      .url()
      .default('https://api.mercadopago.com')
      .transform((url) => url.replace(/\/+$/, '')),
    /**
     * Most instalments a guest paying by card may split the payment into: Mercado Pago's
     * Checkout Pro limit (`payment_methods.installments`), and 'parcele em até Nx' on the site
     * and the demonstration page; 1 turns instalments off (nothing is shown).
     */
    CARD_MAX_INSTALLMENTS: z.coerce.number().int().min(1).max(24).default(12),
    /** How long a Pix charge (its QR code and 'copia e cola') can be paid; a new one can be asked for after. */
    PIX_EXPIRY_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /**
     * How long a pending card checkout holds its shares of gifts in shares (a Pix order holds
     * them while its charge can be paid, PIX_EXPIRY_MINUTES): after it they are free for others.
     */
    CARD_CHECKOUT_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** Postal-code lookups (ViaCEP) and geocoding (Nominatim) through the api (docs/decisions.md). */
    VIACEP_BASE_URL: z
      .string()
      .url()
      .default('https://viacep.com.br')
      .transform((url) => url.replace(/\/+$/, '')),
    NOMINATIM_BASE_URL: z
      .string()
      .url()
      .default('https://nominatim.openstreetmap.org')
      .transform((url) => url.replace(/\/+$/, '')),
    /** Nominatim's usage policy asks for a User-Agent that identifies the application. */
    NOMINATIM_USER_AGENT: z
      .string()
      .min(3)
      .default('Celebra/1.0 (contato@celebra.dev)'),
    /** A PENDING order older than this is CANCELLED by the expiry sweep. */
    ORDER_EXPIRY_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(24),
    /**
     * Hours after the payout destination is replaced during which no payout can be asked for
     * (a stolen session cannot send the money to a new key at once); 0 turns the hold off.
     */
    PAYOUT_DESTINATION_HOLD_HOURS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 30)
      .default(24),
    /**
     * Business days within which a requested payout reaches the couple's account, as the host
     * app promises it ('em até N dias úteis'); set it to what the back office keeps to.
     */
    PAYOUT_BUSINESS_DAYS: z.coerce.number().int().min(1).max(30).default(2),
    /** Period of the expiry sweep; 0 turns it off (it never runs with NODE_ENV=test). */
    ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).default(300),
    /**
     * Months after an event's date (its creation, for an event without a date) at which its
     * guests' contacts and answers are anonymised by the retention job (docs/privacy.md).
     */
    RETENTION_GUEST_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    /** Days after delivery at which an e-mail's recipient and body are emptied from the outbox. */
    RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Period of the retention job; 0 turns it off (it never runs with NODE_ENV=test). */
    RETENTION_SWEEP_SECONDS: z.coerce.number().int().min(0).default(3600),
    /** Period of the RSVP reminders' job; 0 turns it off (it never runs with NODE_ENV=test). */
    RSVP_REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(0).default(300),
    /** smtp(s)://user:pass@host:port; when absent, e-mails are written to DATA_DIR/mail/. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z
      .string()
      .min(3)
      .default('Celebra <nao-responda@celebra.local>'),
    /** Pause of the outbox worker between two looks at an idle outbox; 0: this instance sends no e-mail. */
    OUTBOX_POLL_SECONDS: z.coerce.number().min(0).max(60).default(1),
    /** Sends of one e-mail (10 s, 20 s, 40 s… apart, at most 1 h) before it is given up. */
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(15),
    /** Failed logins allowed per minute for one e-mail from one address. */
    LOGIN_MAX_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    /**
     * Failed logins allowed per minute from one address, whatever the e-mail (password
     * spraying); high enough for an office or a party behind one address.
     */
    LOGIN_MAX_FAILURES_PER_ADDRESS_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .default(30),
    /** Registrations allowed per minute from one address. */
    REGISTER_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Password-reset links asked per hour from one address. */
    PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .default(10),
    /**
     * At most one reset e-mail per account in this many minutes: the requests in between are
     * answered the same and the link already sent stays valid.
     */
    PASSWORD_RESET_MAIL_INTERVAL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(60)
      .default(10),
    /**
     * Guest and host limits per client address (docs/limits.md). The purchase defaults let a
     * party of 200 guests on the venue's Wi-Fi (one address) buy within one minute.
     */
    PURCHASES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    PURCHASES_PER_EVENT_PER_HOUR: z.coerce.number().int().min(1).default(600),
    PURCHASES_PER_DAY: z.coerce.number().int().min(1).default(2000),
    MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    CONFIRMATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    SITE_PASSWORD_ATTEMPTS_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .default(30),
    LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /**
     * Guests' party uploads (photos and videos) per client address in 10 minutes: 200 guests
     * on the venue's Wi-Fi (one address) sending 3 each, twice over.
     */
    PARTY_UPLOADS_PER_10_MINUTES: z.coerce.number().int().min(1).default(600),
    /** The party album's quota per event: items and bytes (docs/files.md). */
    PARTY_MEDIA_MAX_COUNT: z.coerce
      .number()
      .int()
      .min(1)
      .default(PARTY_MEDIA_MAX_COUNT),
    PARTY_MEDIA_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(PARTY_MEDIA_MAX_BYTES),
    /** Thanks e-mails one event sends from 'Recados' per hour (a couple thanking a big party). */
    THANKS_EMAILS_PER_EVENT_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .default(200),
    /**
     * redis:// or rediss:// URL. Set: rate-limit counters, lookup caches and the Nominatim
     * throttle are shared by every api instance (docs/limits.md); unset: each process keeps its own.
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** Prefix of every Redis key this api writes (several deployments may share one Redis). */
    REDIS_PREFIX: z.string().min(1).default('celebra:'),
    /**
     * Which peers may set X-Forwarded-For (fastify trustProxy): 'true', 'false', or a comma list
     * of addresses/CIDRs/proxy-addr names. Default: proxies on this host or a private network.
     */
    TRUST_PROXY: z
      .string()
      .min(1)
      .default('loopback,linklocal,uniquelocal')
      .transform((value) =>
        value === 'true' ? true : value === 'false' ? false : value,
      ),
    /**
     * The public sites kept in memory, serialised and compressed (docs/architecture.md): how
     * many at most, and for how long at most (every change drops one at once); 0 keeps none.
     */
    PUBLIC_EVENT_CACHE_ENTRIES: z.coerce.number().int().min(0).default(1000),
    PUBLIC_EVENT_CACHE_SECONDS: z.coerce.number().int().min(0).default(300),
    /**
     * Shared with the edges (their EDGE_KEY): an edge holding it may keep copies of the public
     * event answers and is told of every change. Unset: no edge keeps any.
     */
    EDGE_KEY: z.string().min(32).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Largest image upload accepted, in bytes (before re-encoding). */
    MEDIA_MAX_IMAGE_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    /** Largest image accepted, in pixels (width × height), checked from the header before decoding. */
    MEDIA_MAX_IMAGE_PIXELS: z.coerce
      .number()
      .int()
      .positive()
      .default(40_000_000),
    /** Largest video upload accepted, in bytes. */
    MEDIA_MAX_VIDEO_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(50 * 1024 * 1024),
    /** Where uploaded files live: the local disk under DATA_DIR/media, or an S3-compatible bucket. */
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    /** S3-compatible endpoint (MinIO, R2, …); unset for AWS itself. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style URLs (endpoint/bucket/key), which most self-hosted stores need. */
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
    /** Public URL the bucket's files are read from, e.g. https://cdn.example.com. */
    S3_PUBLIC_BASE_URL: z.string().url().optional(),
  })
  .superRefine((config, ctx) => {
    if (config.FREE_GIFT_MIN_CENTS > config.FREE_GIFT_MAX_CENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['FREE_GIFT_MIN_CENTS'],
        message: 'must not be above FREE_GIFT_MAX_CENTS',
      });
    if (
      config.NODE_ENV === 'production' &&
      config.PAYMENT_PROVIDER === 'local' &&
      !config.ALLOW_LOCAL_PAYMENTS
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'the local demonstration provider is refused in production; set ALLOW_LOCAL_PAYMENTS=true to allow it',
      });
    }
    if (config.STORAGE_DRIVER === 's3') {
      for (const name of S3_REQUIRED) {
        if (!config[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'required when STORAGE_DRIVER=s3',
          });
      }
    }
    if (config.PAYMENT_PROVIDER === 'mercadopago') {
      for (const key of ['MP_ACCESS_TOKEN', 'MP_WEBHOOK_SECRET'] as const) {
        if (!config[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'required when PAYMENT_PROVIDER=mercadopago',
          });
      }
    }
    if (
      config.NODE_ENV === 'production' &&
      config.SITE_TOKEN_SECRET === DEMO_SITE_TOKEN_SECRET
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_TOKEN_SECRET'],
        message:
          'the demo site token secret is refused in production; set SITE_TOKEN_SECRET',
      });
    }
    if (
      config.NODE_ENV === 'production' &&
      config.PAYMENT_PROVIDER === 'local' &&
      config.LOCAL_PAYMENT_SECRET === DEMO_LOCAL_PAYMENT_SECRET
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['LOCAL_PAYMENT_SECRET'],
        message:
          'the demo local payment secret is refused in production (anyone could sign a webhook); set LOCAL_PAYMENT_SECRET',
      });
    }
    if (
      config.NODE_ENV === 'production' &&
      config.PAYOUT_ENCRYPTION_KEY === DEMO_PAYOUT_ENCRYPTION_KEY
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYOUT_ENCRYPTION_KEY'],
        message:
          'the demo payout encryption key is refused in production; set PAYOUT_ENCRYPTION_KEY',
      });
    }
    if (
      config.NODE_ENV === 'production' &&
      config.ADMIN_PASSWORD === DEMO_ADMIN_PASSWORD
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message:
          'the demo administrator password is refused in production; set ADMIN_PASSWORD',
      });
    }
  })
  .transform((config) => ({
    ...config,
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== 'production',
  }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(config)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The bounds of a free-value gift's amount, as the public event and the purchase read them. */
export function freeAmountLimitsOf(config: Config): FreeAmountLimits {
  return { min: config.FREE_GIFT_MIN_CENTS, max: config.FREE_GIFT_MAX_CENTS };
}
