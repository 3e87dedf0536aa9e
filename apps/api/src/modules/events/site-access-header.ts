import { SITE_ACCESS_HEADER } from '@celebra/contracts';
import type { FastifyRequest } from 'fastify';

const headerName = SITE_ACCESS_HEADER.toLowerCase();

/** The X-Site-Access token of the request, if it sent exactly one. */
export function siteAccessTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[headerName];
  return typeof value === 'string' ? value : undefined;
}
