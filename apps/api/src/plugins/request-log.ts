import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** `/invitations/<token>` (the invitation link's calls); numeric invitation ids stay. */
const INVITATION_TOKEN = /(\/invitations\/)(?!\d+(?:[/?#]|$))[^/?#]+/g;
/** `?token=…` (an order's status and Pix calls). */
const TOKEN_PARAM = /([?&]token=)[^&#]*/gi;

/** The URL as the request log may keep it: bearer secrets in paths and queries replaced. */
export function redactUrl(url: string): string {
  return url
    .replace(INVITATION_TOKEN, `$1${REDACTED}`)
    .replace(TOKEN_PARAM, `$1${REDACTED}`);
}

/**
 * The request serializer of the api's logger: Fastify's fields, with the URL redacted, so no
 * invitation or order-status token reaches the logs.
 */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
