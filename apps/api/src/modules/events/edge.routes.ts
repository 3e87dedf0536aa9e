import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../errors/app-error';
import { createEdgeStreams } from '../../lib/public-event/edge-streams';

const ackBodySchema = z.object({
  subscriber: z.uuid(),
  seq: z.number().int().positive(),
});

function bearerMatches(request: FastifyRequest, key: Buffer): boolean {
  const given = Buffer.from(
    /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '',
  );
  return given.length === key.length && timingSafeEqual(given, key);
}

/**
 * The edges' side of the public event (registered only with EDGE_KEY): the stream of changes
 * an edge listens to while it keeps copies of `GET /api/guests/event/:slug`, and its
 * acknowledgements. Internal to the deployment, so not in the OpenAPI document.
 */
export async function eventsEdgeRoutes(app: FastifyInstance, deps: AppDeps) {
  const key = Buffer.from(deps.config.EDGE_KEY ?? '');
  if (key.length === 0) return;
  const streams = createEdgeStreams(deps.publicEvents);
  app.addHook('preClose', async () => streams.close());
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onlyEdges = async (request: FastifyRequest) => {
    if (!bearerMatches(request, key)) throw new AppError('FORBIDDEN');
  };

  routes.get(
    '/api/internal/public-event-changes',
    { onRequest: onlyEdges, schema: { hide: true } },
    async (_request, reply) => {
      if (!streams.open()) throw new AppError('DATABASE_UNAVAILABLE');
      reply.hijack();
      streams.attach(reply.raw);
    },
  );

  routes.post(
    '/api/internal/public-event-changes/ack',
    { onRequest: onlyEdges, schema: { hide: true, body: ackBodySchema } },
    async (request, reply) => {
      if (!streams.acknowledge(request.body.subscriber, request.body.seq))
        throw new AppError('NOT_FOUND');
      return reply.code(204).send();
    },
  );
}
