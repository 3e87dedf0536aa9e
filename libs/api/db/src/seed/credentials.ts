/** Sign-in of the demo host created by `seedDemo`. */
export const DEMO_HOST = {
  email: 'demo@celebra.dev',
  password: 'Demo1234',
} as const;

/** First administrator used when ADMIN_EMAIL / ADMIN_PASSWORD are not configured. */
export const DEFAULT_ADMIN = {
  email: 'admin@celebra.dev',
  password: 'Admin1234',
} as const;

/** Slug of the demo event: site.<domain>/demo. */
export const DEMO_EVENT_SLUG = 'demo';
