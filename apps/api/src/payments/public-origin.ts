import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

type OriginConfig = Pick<Config, 'PUBLIC_PROTOCOL' | 'PUBLIC_BASE_DOMAIN'>;

/** `<protocol>://<prefix>.<PUBLIC_BASE_DOMAIN>`, e.g. http://site.localhost:8080. */
export function appOrigin(
  config: OriginConfig,
  prefix: 'site' | 'users' | 'admin',
): string {
  return `${config.PUBLIC_PROTOCOL}://${prefix}.${config.PUBLIC_BASE_DOMAIN}`;
}

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/;

/**
 * The public origin the browser used to reach the api (Host / X-Forwarded-Host through a trusted
 * proxy), kept only when it is the base domain or one of its subdomains so a forged Host header
 * cannot point payment links elsewhere; otherwise the site origin from the config.
 */
export function publicOriginOf(
  request: FastifyRequest,
  config: OriginConfig,
): string {
  const host = request.host.toLowerCase();
  const base = config.PUBLIC_BASE_DOMAIN.toLowerCase();
  if (HOST.test(host) && (host === base || host.endsWith(`.${base}`)))
    return `${request.protocol}://${host}`;
  return appOrigin(config, 'site');
}
