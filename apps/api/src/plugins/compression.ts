import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from '../lib/public-event/cached-json';

/**
 * Answers above 1 KB are brotli (quality 4: fast) or gzip encoded when the client accepts it;
 * smaller ones, and clients that accept neither, get them as they are. Routes that keep
 * their answer compressed already (the public site) set `compress: false`.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
