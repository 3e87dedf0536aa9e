import { errorResponseSchema } from '@celebra/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOGUE_IMAGE_FIELD } from './catalogue-form';

/** Zod validation of every part but the body, which goes through untouched. */
function passBodyThrough<Schema>(
  route: Parameters<FastifySchemaCompiler<Schema>>[0],
): ReturnType<FastifySchemaCompiler<Schema>> {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  // Fastify hands over the part's own (zod) schema, whatever the route-level generic says.
  return validatorCompiler({ ...route, schema: route.schema as z.ZodType });
}

/**
 * Route options of a catalogue form with an image: the body is documented as a multipart form
 * (a JSON body without the image is read the same way) but not validated by Fastify, because a
 * multipart body is only read in the handler: `readCatalogueForm` validates its text fields
 * with the same zod schema. Params and the rest are validated as usual.
 */
export function uploadRouteOptions(fields: z.ZodObject, description: string) {
  return {
    validatorCompiler: passBodyThrough,
    schema: {
      description,
      consumes: ['multipart/form-data', 'application/json'],
      body: fields.extend({
        [CATALOGUE_IMAGE_FIELD]: z
          .string()
          .meta({
            format: 'binary',
            description: 'JPEG, PNG, WebP, GIF or AVIF',
          })
          .optional(),
      }),
    },
  };
}

/** 413: file over the size limit; 415: not an image the api accepts (SVG included). */
export const uploadErrorResponses = {
  413: errorResponseSchema,
  415: errorResponseSchema,
};
