import type {
  MultipartContract,
  RouteContract,
  RouteRef,
} from '@celebra/contracts';
import type { z } from 'zod';
import type { QueryParams } from './build-url';
import { apiClient, type ApiClient } from './create-api-client';
import { toFormData } from './to-form-data';
import type { RequestMode, ResponseParser } from './types';

type ParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | ParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

type ParamsInput<Route extends RouteContract> = [
  ParamNames<Route['path']>,
] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<Route['path']>, string | number> };

type QueryInput<Route extends RouteContract> = Route['query'] extends z.ZodType
  ? { query?: z.input<Route['query']> }
  : { query?: never };

/** An object type without its index signature: `z.object({})` reads as `Record<string, never>`. */
type KnownKeys<T> = {
  [Key in keyof T as string extends Key ? never : Key]: T[Key];
};
/** The file of a multipart body: may be left out (or null) when the contract says so. */
type FileInput<Multipart extends MultipartContract> =
  Multipart['fileOptional'] extends true
    ? { [Field in Multipart['file']]?: Blob | null }
    : Record<Multipart['file'], Blob>;

type BodyInput<Route extends RouteContract> =
  Route['multipart'] extends MultipartContract
    ? {
        body: KnownKeys<z.input<Route['multipart']['fields']>> &
          FileInput<Route['multipart']>;
        /** Uploaded fraction, 0 to 1. */
        onProgress?: (fraction: number) => void;
      }
    : Route['body'] extends z.ZodType
      ? { body: z.input<Route['body']> }
      : { body?: never };

/** What a call of a route sends: its path parameters, query and body, typed by its contract. */
export type RouteInput<Route extends RouteContract> = ParamsInput<Route> &
  QueryInput<Route> &
  BodyInput<Route> & {
    /** Extra headers (e.g. X-Site-Access); the session's headers win over them. */
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** The success answer of a route, as its contract parses it. */
export type RouteResult<Route extends RouteContract> =
  Route['response'] extends z.ZodType ? z.output<Route['response']> : unknown;

const modes: Record<RouteContract['access'], RequestMode> = {
  public: 'none',
  host: 'users',
  admin: 'admin',
};

const API_PREFIX = '/api';

/** The contract's path with its parameters filled in, under the client's base path. */
export const routePath = (
  path: string,
  params: Record<string, string | number> = {},
): string =>
  path.slice(API_PREFIX.length).replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });

const parserOf = (
  route: RouteContract | RouteRef,
): ResponseParser<unknown> | undefined =>
  'response' in route ? route.response : undefined;

/**
 * Calls any route of the api: method, path, session and answer parsing come from its contract
 * (or, for the public site, its `routeRef`). An upload (a multipart contract) goes as FormData
 * with progress.
 */
export function callRoute<Route extends RouteContract>(
  route: Route | RouteRef<Route>,
  input: RouteInput<Route>,
  client: ApiClient = apiClient,
): Promise<RouteResult<Route>> {
  const path = routePath(route.path, input.params);
  const mode = modes[route.access];
  const query = input.query as QueryParams | undefined;
  const schema = parserOf(route) as ResponseParser<RouteResult<Route>>;
  const { signal, headers } = input;
  if ('multipart' in route && route.multipart) {
    const { onProgress } = input as { onProgress?: (f: number) => void };
    return client.upload({
      path,
      mode: mode === 'external' ? 'none' : mode,
      method: route.method === 'PUT' ? 'PUT' : 'POST',
      formData: toFormData(input.body as Record<string, unknown>),
      query,
      headers,
      onProgress,
      schema,
      signal,
    });
  }
  const common = { path, mode, query, headers, schema, signal };
  if (route.method === 'POST' || route.method === 'PUT')
    return client.request({
      ...common,
      method: route.method,
      body: (input.body ?? {}) as object,
    });
  return client.request({ ...common, method: route.method });
}
