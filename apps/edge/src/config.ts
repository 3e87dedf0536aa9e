import path from 'node:path';
import { normalizePixKey } from '@celebra/contracts';
import { z } from 'zod';
import {
  DEMO_PRIVACY_CONTACTS,
  PRIVACY_CONTACT_VARIABLES,
  type PrivacyContacts,
} from './privacy-pages/privacy-contacts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const port = z.coerce.number().int().min(1).max(65535);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'])
    .default('development'),
  PORT: port.default(8080),
  EDGE_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(3000),
  API_URL: z.url({ protocol: /^https?$/ }).optional(),
  DIST_DIR: z.string().min(1).default('dist/apps'),
  TRUST_PROXY: booleanFlag.default(false),
  EDGE_KEY: z.string().min(32).optional(),
  PUBLIC_BASE_DOMAIN: z.string().min(1).optional(),
  PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  PRIVACY_OPERATOR_NAME: z.string().trim().min(1).max(200).optional(),
  PRIVACY_OPERATOR_CNPJ: z
    .string()
    .trim()
    .refine(
      (value) => normalizePixKey('CNPJ', value) !== null,
      'not a valid CNPJ (14 digits, formatted or not)',
    )
    .optional(),
  PRIVACY_OPERATOR_ADDRESS: z.string().trim().min(1).max(300).optional(),
  PRIVACY_DPO_NAME: z.string().trim().min(1).max(200).optional(),
  PRIVACY_DPO_EMAIL: z.email().optional(),
});

type Env = z.infer<typeof envSchema>;

/**
 * Who runs the service and its encarregado, named by the privacy notice: every variable in
 * production, the demo values (marked as such on the pages) for what is unset elsewhere.
 */
function privacyContactsOf(env: Env): PrivacyContacts {
  const keys = Object.keys(PRIVACY_CONTACT_VARIABLES) as Array<
    keyof typeof PRIVACY_CONTACT_VARIABLES
  >;
  const contacts = Object.fromEntries(
    keys.map((key) => [
      key,
      env[PRIVACY_CONTACT_VARIABLES[key]] ?? DEMO_PRIVACY_CONTACTS[key],
    ]),
  ) as Omit<PrivacyContacts, 'demo'>;
  const demo = keys.some(
    (key) => env[PRIVACY_CONTACT_VARIABLES[key]] === undefined,
  );
  return { ...contacts, demo };
}

export const edgeConfigSchema = envSchema
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    for (const variable of Object.values(PRIVACY_CONTACT_VARIABLES))
      if (env[variable] === undefined)
        context.addIssue({
          code: 'custom',
          path: [variable],
          message:
            'required in production (the privacy notice publishes it; the demo value is refused)',
        });
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.EDGE_HOST,
    apiUrl: env.API_URL ?? `http://127.0.0.1:${env.API_PORT}`,
    distDir: path.resolve(env.DIST_DIR),
    trustProxy: env.TRUST_PROXY,
    edgeKey: env.EDGE_KEY,
    publicBaseDomain: env.PUBLIC_BASE_DOMAIN ?? `localhost:${env.PORT}`,
    publicProtocol: env.PUBLIC_PROTOCOL,
    logLevel: env.LOG_LEVEL,
    privacyContacts: privacyContactsOf(env),
  }));

export type EdgeConfig = z.infer<typeof edgeConfigSchema>;

export class EdgeConfigError extends Error {
  override readonly name = 'EdgeConfigError';
}

/** Reads the edge settings from the environment; empty variables count as unset. */
export function loadEdgeConfig(
  env: NodeJS.ProcessEnv = process.env,
): EdgeConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
  const result = edgeConfigSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
      .join('\n');
    throw new EdgeConfigError(`Invalid edge configuration:\n${problems}`);
  }
  return result.data;
}
