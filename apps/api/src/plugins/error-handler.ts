import { messages } from '@celebra/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';

const clientErrorMessages: Record<number, string> = {
  400: messages.server.validation,
  401: messages.server.unauthorized,
  403: messages.server.forbidden,
  404: messages.server.notFound,
  413: messages.server.payloadTooLarge,
  415: messages.server.unsupportedMediaType,
  429: messages.server.tooManyRequests,
};

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

/** One error handler for the whole api: pt-BR messages, `success:false`, 5xx details hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError | AppError | Error, request, reply) => {
      if (error instanceof AppError) {
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
