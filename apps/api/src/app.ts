import type { Database } from '@celebra/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { healthRoutes } from './modules/health/health.routes';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';

z.config(z.locales.pt());

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: boolean | { level: string };
}

/** Builds the api without listening: main.ts listens, tests use app.inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerDocs(app);

  await app.register(healthRoutes, { ping: () => options.database.ping() });
  return app;
}
