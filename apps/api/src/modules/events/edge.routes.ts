import { timingSafeEqual } from 'node:crypto';
import { eventsRoutes } from '@celebra/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import type { EdgeStreams } from '../../lib/public-event/edge-streams';

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
export function eventsEdgeRoutes(
  app: FastifyInstance,
  edges: {
    /** EDGE_KEY: the bearer token of the edges. */
    key: Buffer;
    streams: EdgeStreams;
  },
): void {
  const { key, streams } = edges;
  const onlyEdges = async (request: FastifyRequest) => {
    if (!bearerMatches(request, key)) throw new AppError('FORBIDDEN');
  };

  route(
    app,
    eventsRoutes.publicEventChanges,
    async (_request, reply) => {
      if (!streams.open()) throw new AppError('DATABASE_UNAVAILABLE');
      reply.hijack();
      streams.attach(reply.raw);
      return reply;
    },
    { onRequest: onlyEdges },
  );

  route(
    app,
    eventsRoutes.publicEventChangesAck,
    async (request, reply) => {
      if (!streams.acknowledge(request.body.subscriber, request.body.seq))
        throw new AppError('NOT_FOUND');
      return reply.code(204).send();
    },
    { onRequest: onlyEdges },
  );
}
