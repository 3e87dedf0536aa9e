import Fastify, { type FastifyInstance } from 'fastify';

export interface BuildAppOptions {
  logger?: boolean;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  app.get('/api/health', async () => ({ success: true, status: 'ok' }));
  app.get('/api/ready', async () => ({ success: true, status: 'ready' }));
  return app;
}
