import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Validator compiler of an upload route: params, query and headers are checked by zod as
 * usual; the multipart body passes untouched, since `app.media.receive` reads and checks it.
 * Lets the route declare its multipart body (`multipartBody`) for the OpenAPI document.
 */
export const passMultipartBody = <Schema>(
  route: Parameters<FastifySchemaCompiler<Schema>>[0],
): ReturnType<FastifySchemaCompiler<Schema>> => {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler({ ...route, schema: route.schema as z.ZodType });
};

/**
 * A multipart body for the OpenAPI document: the text `fields` plus the binary `fileField`,
 * optional with `fileOptional`.
 */
export function multipartBody(
  fields: z.ZodObject,
  fileField: string,
  fileDescription: string,
  fileOptional = false,
) {
  const file = z
    .string()
    .meta({ format: 'binary', description: fileDescription });
  return fields.extend({ [fileField]: fileOptional ? file.optional() : file });
}
