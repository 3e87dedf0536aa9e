import {
  ERROR_DEFAULT_MESSAGES,
  ERROR_HTTP_STATUS,
  type ErrorCode,
  type ErrorResponse,
} from '@celebra/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from './security-headers';

/** The code of a 4xx by its status: the first code with that status. */
function errorCodeForStatus(status: number): ErrorCode {
  const codes = Object.keys(ERROR_HTTP_STATUS) as ErrorCode[];
  return (
    codes.find((code) => ERROR_HTTP_STATUS[code] === status) ?? 'VALIDATION'
  );
}

/**
 * An answer the edge writes itself, in the api's error shape: pt-BR message,
 * security headers, never the request path.
 */
export function sendEdgeError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
): FastifyReply {
  securityHeaders.apply(request, reply);
  const body: ErrorResponse = {
    success: false,
    code,
    message: ERROR_DEFAULT_MESSAGES[code],
  };
  return reply
    .code(ERROR_HTTP_STATUS[code])
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * A URL that cannot be decoded (`%E0%A4%A`) or climbs out of its prefix
 * (`..%2F`) is the client's fault: 400, like any other 4xx by its status;
 * anything else is the edge's own fault: 500, logged.
 */
export function edgeErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status =
    'statusCode' in error && typeof error.statusCode === 'number'
      ? error.statusCode
      : undefined;
  if (error instanceof URIError)
    return sendEdgeError(request, reply, 'VALIDATION');
  if (status !== undefined && status >= 400 && status < 500) {
    return sendEdgeError(request, reply, errorCodeForStatus(status));
  }
  request.log.error({ err: error }, 'edge error');
  return sendEdgeError(request, reply, 'INTERNAL');
}

/**
 * Fastify's router refuses a path it cannot decode (FST_ERR_BAD_URL, 400) or
 * a parameter over `maxParamLength` (FST_ERR_MAX_PARAM_LENGTH, 414) before any
 * hook runs: the same answers as the error handler (both are 4xx → 400).
 */
export function edgeFrameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void edgeErrorHandler(error, request, reply);
}
