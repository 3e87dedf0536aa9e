import {
  ERROR_HTTP_STATUS,
  messages,
  type ErrorCode,
} from '@celebra/contracts';
import { isDatabaseUnavailable } from '@celebra/db';
import { finishReading } from '@celebra/server-http';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { securityHeaders } from './security-headers';

/** Seconds a client is asked to wait after a 503 (a database restart takes a few). */
export const RETRY_AFTER_SECONDS = 3;

const clientErrorMessages: Record<number, string> = {
  400: messages.server.validation,
  401: messages.server.unauthorized,
  403: messages.server.forbidden,
  404: messages.server.notFound,
  413: messages.server.payloadTooLarge,
  415: messages.server.unsupportedMediaType,
  429: messages.server.tooManyRequests,
};

/** The code of a framework 4xx (body too large, bad content type…): the first code with that status. */
function errorCodeForStatus(status: number): ErrorCode {
  const codes = Object.keys(ERROR_HTTP_STATUS) as ErrorCode[];
  return (
    codes.find((code) => ERROR_HTTP_STATUS[code] === status) ?? 'VALIDATION'
  );
}

function fieldErrorsOf(
  validation: { instancePath: string; message?: string }[],
): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of validation) {
    const field =
      issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (fieldErrors[field] ??= []).push(
      issue.message ?? messages.server.validation,
    );
  }
  return fieldErrors;
}

/**
 * Fastify's `frameworkErrors`: the router refuses a path it cannot decode
 * (FST_ERR_BAD_URL) or a parameter over `maxParamLength`
 * (FST_ERR_MAX_PARAM_LENGTH) before any hook runs. Both are bad input: 400 in
 * the error shape, with the security headers, never echoing the path.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  securityHeaders.apply(request, reply);
  const clientError = error.statusCode !== undefined && error.statusCode < 500;
  if (!clientError) request.log.error({ err: error }, 'framework error');
  void reply.status(clientError ? 400 : 500).send({
    success: false,
    code: clientError ? 'VALIDATION' : 'INTERNAL',
    message: clientError
      ? messages.server.validation
      : messages.server.internal,
  });
}

/** One error handler for the whole api: pt-BR messages, `success:false`, 5xx details hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    async (error: FastifyError | AppError | Error, request, reply) => {
      if (!(await finishReading(request.raw)))
        reply.header('connection', 'close');
      if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        error = new AppError('DATABASE_UNAVAILABLE');
      }
      if (error instanceof AppError) {
        if (error.status === 503)
          reply.header('Retry-After', RETRY_AFTER_SECONDS);
        if (error.status >= 500)
          request.log.warn({ err: error }, error.message);
        return reply.status(error.status).send({
          success: false,
          code: error.code,
          message: error.message,
          ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
          ...error.extra,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors = fieldErrorsOf(error.validation);
        const first = error.validation[0]?.message;
        return reply.status(400).send({
          success: false,
          code: 'VALIDATION',
          message: first ?? messages.server.validation,
          fieldErrors,
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error(
          { err: error, issues: error.cause.issues },
          'response does not match its schema',
        );
        return reply.status(500).send({
          success: false,
          code: 'INTERNAL',
          message: messages.server.internal,
        });
      }
      const status =
        'statusCode' in error && typeof error.statusCode === 'number'
          ? error.statusCode
          : 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({
          success: false,
          code: errorCodeForStatus(status),
          message: clientErrorMessages[status] ?? messages.server.validation,
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({
        success: false,
        code: 'INTERNAL',
        message: messages.server.internal,
      });
    },
  );

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({
      success: false,
      code: 'NOT_FOUND',
      message: messages.server.notFound,
    });
  });
}
