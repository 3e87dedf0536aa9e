import {
  adminCatalogueParamsSchema,
  type AdminCatalogueWriteResponse,
  adminCatalogueWriteResponseSchema,
  errorResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import {
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_IMAGE_FIELD,
  type CatalogueForm,
  readCatalogueForm,
} from './catalogue-form';

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

const security = [{ bearer: [] }];

/**
 * POST `url` (create) and PUT `url/:id` (update) of a back-office form with an image: the form
 * is read by `readCatalogueForm`, the image required on create only.
 */
export function imageFormRoutes<Fields extends z.ZodObject>(
  app: FastifyInstance,
  route: {
    url: string;
    tags: string[];
    fields: Fields;
    description: string;
    imageRequired: string;
    create(
      form: CatalogueForm<z.output<Fields>>,
    ): Promise<AdminCatalogueWriteResponse>;
    update(
      id: number,
      form: CatalogueForm<z.output<Fields>>,
    ): Promise<AdminCatalogueWriteResponse>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const upload = uploadRouteOptions(route.fields, route.description);
  const response = {
    200: adminCatalogueWriteResponseSchema,
    400: errorResponseSchema,
    401: errorResponseSchema,
    404: errorResponseSchema,
    ...uploadErrorResponses,
  };
  routes.post(
    route.url,
    {
      validatorCompiler: upload.validatorCompiler,
      schema: { ...upload.schema, tags: route.tags, security, response },
    },
    async (request) =>
      route.create(
        await readCatalogueForm(request, app.media, route.fields, {
          imageRequired: route.imageRequired,
        }),
      ),
  );
  routes.put(
    `${route.url}/:id`,
    {
      validatorCompiler: upload.validatorCompiler,
      schema: {
        ...upload.schema,
        tags: route.tags,
        security,
        params: adminCatalogueParamsSchema,
        response,
      },
    },
    async (request) =>
      route.update(
        request.params.id,
        await readCatalogueForm(request, app.media, route.fields),
      ),
  );
}
