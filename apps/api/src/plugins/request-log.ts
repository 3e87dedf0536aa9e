import { maskPersonalData, personalDataLogging } from '@celebra/server-http';
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** `/invitations/<token>` (the invitation link's calls); numeric invitation ids stay. */
const INVITATION_TOKEN = /(\/invitations\/)(?!\d+(?:[/?#]|$))[^/?#]+/g;
/** Each value of a query string (an order's status token, a search term, an e-mail…). */
const QUERY_VALUE = /([?&][^=&#]*=)[^&#]*/g;

/** The URL as the log may keep it: invitation tokens in paths and every query value replaced. */
export function redactUrl(url: string): string {
  return url
    .replace(INVITATION_TOKEN, `$1${REDACTED}`)
    .replace(QUERY_VALUE, `$1${REDACTED}`);
}

/** Fields that name a secret or a person's data, wherever a log line carries them. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'pixKey',
  'cpf',
  'holderCpf',
  'email',
  'phone',
  'authorization',
  'cookie',
];

/**
 * pino's redaction paths: each secret field at the top of a line and one level down (`user.email`),
 * and the parts of a database error that quote the row (`detail`) or the query's values (`params`).
 */
const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  'err.detail',
  'err.params',
  'err.cause.detail',
  'err.cause.params',
];

/**
 * The api logger's settings: Fastify's request fields with the URL redacted, every known
 * secret field replaced, and e-mails, phones, CPFs and Pix keys masked in free text (messages,
 * errors, paths), so none of them reaches the logs.
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
