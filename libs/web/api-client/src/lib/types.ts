import type { QueryParams } from './build-url';

export type AuthMode = 'users' | 'admin';
/** users/admin: authenticated; none: public call under the base path; external: absolute URL, no auth. */
export type RequestMode = AuthMode | 'none' | 'external';

export type BodylessMethod = 'GET' | 'DELETE';
export type BodyMethod = 'POST' | 'PUT';
export type HttpMethod = BodylessMethod | BodyMethod;

/** A plain object (sent as JSON, or multipart when it holds a File/Blob), an array, or FormData. */
export type RequestBody = object;

/** Anything with zod's `parse`: a zod or zod/mini schema. */
export type ResponseParser<T> = { parse(data: unknown): T };

type CommonRequest<T> = {
  path: string;
  mode: RequestMode;
  query?: QueryParams;
  /** Extra headers (e.g. X-Site-Access); the mode's auth headers win over them. */
  headers?: Record<string, string>;
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
};

export type RequestOptions<T> = CommonRequest<T> &
  (
    | { method: BodylessMethod; body?: never }
    | { method: BodyMethod; body: RequestBody }
  );

export type UploadOptions<T> = {
  path: string;
  mode: Exclude<RequestMode, 'external'>;
  formData: FormData;
  method?: BodyMethod;
  query?: QueryParams;
  /** Extra headers (e.g. X-Site-Access); the session's headers win over them. */
  headers?: Record<string, string>;
  /** Called with the uploaded fraction, 0 to 1. */
  onProgress?: (fraction: number) => void;
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
};

export type RawResponse = { status: number; text: string };
