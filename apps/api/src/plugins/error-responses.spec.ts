import { sitePasswordRequiredResponseSchema } from '@celebra/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerDocs } from './docs';
import { documentErrorResponses, errorResponses } from './error-responses';
import { perMinute } from './rate-limit';

/*
 * The error statuses the OpenAPI document lists for each route: the ones every route of its
 * kind answers, added by the hook, and the ones a route declares itself.
 */

type Responses = Record<
  string,
  { content?: Record<string, { schema?: { properties?: object } }> }
>;
interface Document {
  paths: Record<string, Record<string, { responses: Responses }>>;
}

const ok = z.object({ success: z.literal(true) });
let app: FastifyInstance;
let document: Document;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerDocs(app);
  documentErrorResponses(app);
  const sharedResponse = { 200: ok };
  app.get('/api/open', { schema: { response: sharedResponse } }, async () => ({
    success: true as const,
  }));
  app.post(
    '/api/things/:id',
    {
      config: perMinute(10),
      schema: {
        params: z.object({ id: z.coerce.number() }),
        response: { ...sharedResponse, ...errorResponses(409) },
      },
    },
    async () => ({ success: true as const }),
  );
  app.get(
    '/api/site/:slug',
    {
      schema: {
        params: z.object({ slug: z.string() }),
        response: { 200: ok, 401: sitePasswordRequiredResponseSchema },
      },
    },
    async () => ({ success: true as const }),
  );
  app.get('/api/hidden', { schema: { hide: true } }, async () => ({}));
  await app.register(async (users) => {
    documentErrorResponses(users, [401]);
    users.delete(
      '/api/users/things/:id',
      { schema: { response: { 200: ok } } },
      async () => ({ success: true as const }),
    );
  });
  await app.ready();
  document = (await app.inject({ url: '/api/docs/json' })).json();
});

afterAll(async () => {
  await app.close();
});

const statusesOf = (path: string, method: string) =>
  Object.keys(document.paths[path]?.[method]?.responses ?? {});

describe('the error statuses of the OpenAPI document', () => {
  it('lists 400 and 503 for every route, 404 with path parameters, 413/415 where a body may come, 429 with a rate limit', () => {
    expect(statusesOf('/api/open', 'get')).toEqual(['200', '400', '503']);
    expect(statusesOf('/api/things/{id}', 'post')).toEqual([
      '200',
      '400',
      '404',
      '409',
      '413',
      '415',
      '429',
      '503',
    ]);
  });

  it('adds the statuses of a guarded group to its routes only', () => {
    expect(statusesOf('/api/users/things/{id}', 'delete')).toEqual([
      '200',
      '400',
      '401',
      '404',
      '413',
      '415',
      '503',
    ]);
    expect(statusesOf('/api/site/{slug}', 'get')).not.toContain('413');
  });

  it('gives each added error the shared error shape, and keeps a schema the route declares', () => {
    const things = document.paths['/api/things/{id}']?.post?.responses ?? {};
    for (const status of ['400', '404', '409', '429', '503'])
      expect(
        Object.keys(
          things[status]?.content?.['application/json']?.schema?.properties ??
            {},
        ),
      ).toEqual(['success', 'message', 'code', 'fieldErrors']);
    const site = document.paths['/api/site/{slug}']?.get?.responses ?? {};
    expect(
      Object.keys(
        site['401']?.content?.['application/json']?.schema?.properties ?? {},
      ),
    ).toContain('passwordRequired');
  });

  it('leaves hidden routes out, and a shared response object untouched', () => {
    expect(document.paths['/api/hidden']).toBeUndefined();
    expect(statusesOf('/api/open', 'get')).not.toContain('409');
  });
});
