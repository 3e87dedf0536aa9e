import { ApiError, clientErrorCodes } from './api-error';
import { joinPath, withQuery } from './build-url';
import { readResponse } from './read-response';
import { redirectToLogin } from './redirect-to-login';
import { sendWithXhr } from './send-with-xhr';
import {
  adminSessionKeys,
  createSessionStore,
  type SessionStore,
  userSessionKeys,
} from './session';
import { clientTexts } from './texts';
import { hasFile, toFormData } from './to-form-data';
import type {
  AuthMode,
  RawResponse,
  RequestBody,
  RequestMode,
  RequestOptions,
  UploadOptions,
} from './types';

export type ApiClientOptions = {
  /** Prefix of every non-external path. Default '/api'. */
  baseUrl?: string;
  /** Where the sessions live. Default window.localStorage. */
  storage?: Storage;
  /** Called on a 401 to an authenticated call. Default: clear that session and go to /login. */
  onUnauthorized?: (mode: AuthMode) => void;
  fetchImpl?: typeof fetch;
  /** XMLHttpRequest factory for uploads. Default `new XMLHttpRequest()`. */
  createXhr?: () => XMLHttpRequest;
};

export type ApiClient = {
  request<T = unknown>(options: RequestOptions<T>): Promise<T>;
  upload<T = unknown>(options: UploadOptions<T>): Promise<T>;
};

const authHeaderNames: Record<AuthMode, string> = {
  users: 'X-User-Id',
  admin: 'X-Admin-Id',
};

const isAuthMode = (mode: RequestMode): mode is AuthMode =>
  mode === 'users' || mode === 'admin';

const isAbort = (error: unknown): boolean =>
  error instanceof Error && error.name === 'AbortError';

const networkError = (cause: unknown): ApiError =>
  new ApiError(clientTexts.network, {
    status: 0,
    code: clientErrorCodes.network,
    cause,
  });

const encodeBody = (
  body: RequestBody,
): { body: BodyInit; contentType?: string } => {
  if (body instanceof FormData) return { body };
  if (hasFile(body)) return { body: toFormData(body) };
  return { body: JSON.stringify(body), contentType: 'application/json' };
};

export const createApiClient = (options: ApiClientOptions = {}): ApiClient => {
  const baseUrl = options.baseUrl ?? '/api';
  const getStorage = () => options.storage ?? window.localStorage;
  const sessions: Record<AuthMode, SessionStore> = {
    users: createSessionStore(userSessionKeys, getStorage),
    admin: createSessionStore(adminSessionKeys, getStorage),
  };
  const onUnauthorized =
    options.onUnauthorized ??
    ((mode: AuthMode) => {
      sessions[mode].clear();
      redirectToLogin();
    });
  const doFetch: typeof fetch =
    options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const createXhr = options.createXhr ?? (() => new XMLHttpRequest());

  const headersFor = (mode: RequestMode): Record<string, string> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (!isAuthMode(mode)) return headers;
    const session = sessions[mode].read();
    if (!session) {
      throw new ApiError(clientTexts.authMissing, {
        status: 0,
        code: clientErrorCodes.authMissing,
      });
    }
    headers['Authorization'] = `Bearer ${session.token}`;
    headers[authHeaderNames[mode]] = session.id;
    return headers;
  };

  const urlFor = (
    mode: RequestMode,
    path: string,
    query: RequestOptions<unknown>['query'],
  ) => {
    if (mode !== 'external') return withQuery(joinPath(baseUrl, path), query);
    if (!path.trim()) {
      throw new ApiError(clientTexts.urlRequired, {
        status: 0,
        code: clientErrorCodes.urlRequired,
      });
    }
    return withQuery(path.trim(), query);
  };

  const settle = async <T>(
    send: () => Promise<RawResponse>,
    mode: RequestMode,
    schema: RequestOptions<T>['schema'],
  ): Promise<T> => {
    let raw: RawResponse;
    try {
      raw = await send();
    } catch (error) {
      if (isAbort(error)) throw error;
      throw networkError(error);
    }
    return readResponse(raw, {
      onUnauthorized: isAuthMode(mode) ? () => onUnauthorized(mode) : undefined,
      schema,
    });
  };

  return {
    async request<T>(request: RequestOptions<T>): Promise<T> {
      const { method, path, mode, query, schema, signal } = request;
      const url = urlFor(mode, path, query);
      const body: RequestBody | undefined = request.body;
      const sendsBody = method === 'POST' || method === 'PUT';
      if (sendsBody && (body === undefined || body === null)) {
        throw new ApiError(clientTexts.bodyRequired, {
          status: 0,
          code: clientErrorCodes.bodyRequired,
        });
      }
      const headers = { ...request.headers, ...headersFor(mode) };
      const init: RequestInit = { method, headers, signal };
      if (sendsBody && body) {
        const encoded = encodeBody(body);
        init.body = encoded.body;
        if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
      }
      return settle<T>(
        async () => {
          const response = await doFetch(url, init);
          return { status: response.status, text: await response.text() };
        },
        mode,
        schema,
      );
    },

    async upload<T>({
      path,
      mode,
      formData,
      method = 'POST',
      query,
      headers: extraHeaders,
      onProgress,
      schema,
      signal,
    }: UploadOptions<T>) {
      const url = urlFor(mode, path, query);
      const headers = { ...extraHeaders, ...headersFor(mode) };
      return settle<T>(
        () =>
          sendWithXhr(createXhr, {
            method,
            url,
            headers,
            body: formData,
            onProgress,
            signal,
          }),
        mode,
        schema,
      );
    },
  };
};

/** The app-wide client with the defaults ('/api', localStorage, 401 → /login). */
export const apiClient = createApiClient();
