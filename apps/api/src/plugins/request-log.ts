import {
  maskPersonalData,
  personalDataLogging,
  REDACTED,
  redactUrl,
} from '@celebra/server-http';
import type { FastifyRequest } from 'fastify';

/**
 * pino's redaction paths for what the log formatter does not walk: the parts of a database
 * error that quote the row (`detail`) or the query's values (`params`). Secret fields anywhere
 * else in a line are `personalDataLogging`'s job.
 */
const REDACTED_PATHS = [
  'err.detail',
  'err.params',
  'err.cause.detail',
  'err.cause.params',
];

/**
 * The api logger's settings: Fastify's request fields with the URL redacted (no query value),
 * every known secret field replaced at any depth, and e-mails, phones, CPFs and Pix keys masked
 * in free text (messages, errors, paths), so none of them reaches the logs.
 */
export const logRedaction = {
  formatters: personalDataLogging.formatters,
  serializers: {
    ...personalDataLogging.serializers,
    req(request: FastifyRequest) {
      return {
        method: request.method,
        url: maskPersonalData(redactUrl(request.url)),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      };
    },
  },
  redact: { paths: REDACTED_PATHS, censor: REDACTED },
};
