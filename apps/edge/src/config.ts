import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const port = z.coerce.number().int().min(1).max(65535);

const envSchema = z.object({
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
});

export const edgeConfigSchema = envSchema.transform((env) => ({
  port: env.PORT,
  host: env.EDGE_HOST,
  apiUrl: env.API_URL ?? `http://127.0.0.1:${env.API_PORT}`,
  distDir: path.resolve(env.DIST_DIR),
  trustProxy: env.TRUST_PROXY,
  edgeKey: env.EDGE_KEY,
  publicBaseDomain: env.PUBLIC_BASE_DOMAIN ?? `localhost:${env.PORT}`,
  publicProtocol: env.PUBLIC_PROTOCOL,
  logLevel: env.LOG_LEVEL,
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
