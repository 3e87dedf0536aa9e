import type { IncomingHttpHeaders } from 'node:http';
import { Agent, type Dispatcher } from 'undici';

/** reply-from's defaults for the api's connections: one request at a time on each, 128 at most. */
const REGULAR_CONNECTIONS = 128;

export interface ApiDispatcherOptions {
  /** How long a regular answer may pause between two chunks (undici's default: 300 s). */
  bodyTimeoutMs?: number;
}

/** What reply-from calls to reach the api (any object with undici's `request`). */
export interface ApiDispatcher {
  request: Dispatcher['request'];
  /** Ends every connection to the api, open event streams included. */
  destroy(): Promise<void>;
}

/** A request a browser's EventSource makes: its answer is an endless event stream. */
export function asksForEventStream(headers: IncomingHttpHeaders): boolean {
  const accept = headers.accept;
  return (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).includes(
    'text/event-stream',
  );
}

/**
 * The edge's connections to the api, in two pools. Regular requests share at most 128
 * connections and an answer that pauses longer than `bodyTimeoutMs` is cut. An event stream
 * (`Accept: text/event-stream`, the wall) holds its connection for hours and pauses between
 * events: it gets a connection of its own, from a pool with no limit and no body timeout,
 * so open walls never queue the other requests nor get cut.
 */
export function createApiDispatcher(
  options: ApiDispatcherOptions = {},
): ApiDispatcher {
  const regular = new Agent({
    pipelining: 1,
    connections: REGULAR_CONNECTIONS,
    ...(options.bodyTimeoutMs !== undefined && {
      bodyTimeout: options.bodyTimeoutMs,
    }),
  });
  const streams = new Agent({
    pipelining: 1,
    connections: null,
    bodyTimeout: 0,
  });
  const request = ((
    requestOptions: Dispatcher.RequestOptions,
    callback?: (error: Error | null, data: Dispatcher.ResponseData) => void,
  ) => {
    const headers = (requestOptions.headers ?? {}) as IncomingHttpHeaders;
    const stream = asksForEventStream(headers);
    const pool = stream ? streams : regular;
    const sent = stream
      ? { ...requestOptions, bodyTimeout: 0 }
      : requestOptions;
    return callback ? pool.request(sent, callback) : pool.request(sent);
  }) as Dispatcher['request'];
  return {
    request,
    async destroy() {
      await Promise.all([regular.destroy(), streams.destroy()]);
    },
  };
}
