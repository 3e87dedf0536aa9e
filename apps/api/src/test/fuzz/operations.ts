import type { JsonSchema } from './json-schema-arbitrary';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export type BodyKind = 'json' | 'multipart';

export interface Operation {
  /** 'POST /api/users/login' */
  id: string;
  method: string;
  /** OpenAPI template: /api/users/event/{eventId} */
  path: string;
  parameters: Parameter[];
  /** Body schema by media type, when the operation takes a body. */
  bodies: Partial<Record<BodyKind, JsonSchema>>;
  /** The documented JSON schema of each status ('200', '400'…); undefined when none is given. */
  responses: Record<string, JsonSchema | undefined>;
  audience: 'public' | 'host' | 'admin';
}

interface OpenApiOperation {
  parameters?: (Omit<Parameter, 'required'> & { required?: boolean })[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<
    string,
    { content?: Record<string, { schema?: JsonSchema }> }
  >;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Sign-in and registration routes inside the host and admin prefixes, open to anyone. */
const OPEN_PATHS = [
  /^\/api\/users\/(login|register|password-reset|event-types|event-categories|fetch-gifts-slug|slug-availability)(\/|$)/,
  /^\/api\/admin\/(login|password-reset)(\/|$)/,
];

/** Who an operation is for, from its path (the host and admin route groups). */
function audienceOf(path: string): Operation['audience'] {
  if (OPEN_PATHS.some((open) => open.test(path))) return 'public';
  if (path.startsWith('/api/admin/')) return 'admin';
  return path.startsWith('/api/users/') ? 'host' : 'public';
}

/** Every operation of the api's OpenAPI document, in the document's order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const bodies: Operation['bodies'] = {};
      if (content['application/json'])
        bodies.json = content['application/json'].schema ?? {};
      if (content['multipart/form-data'])
        bodies.multipart = content['multipart/form-data'].schema ?? {};
      const responses: Operation['responses'] = {};
      for (const [status, response] of Object.entries(
        operation.responses ?? {},
      ))
        responses[status] = response.content?.['application/json']?.schema;
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((parameter) => ({
          ...parameter,
          required: parameter.required ?? parameter.in === 'path',
        })),
        bodies,
        responses,
        audience: audienceOf(path),
      });
    }
  }
  return operations;
}
