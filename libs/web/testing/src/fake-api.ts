/** A stand-in for the Celebra API behind `fetch`, for component tests. */
export type FakeReply = { status: number; body?: unknown };
export type FakeHandler = (request: RecordedRequest) => FakeReply;
export type RecordedRequest = {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
};

const toResponse = ({ status, body }: FakeReply): Response =>
  ({
    status,
    ok: status >= 200 && status < 300,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as Response;

/**
 * Installs a fake `fetch` answering `'METHOD /api/path'` keys; a handler may be a fixed reply,
 * a function of the request, or a list of replies used in turn (the last one repeats).
 * Unknown calls answer 404. Returns the requests it received.
 */
export const installFakeApi = (
  routes: Record<string, FakeReply | FakeReply[] | FakeHandler>,
) => {
  const requests: RecordedRequest[] = [];
  const served = new Map<string, number>();
  const fetchMock = jest.fn(
    async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), window.location.origin);
      const method = init.method ?? 'GET';
      const request: RecordedRequest = {
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: { ...(init.headers as Record<string, string> | undefined) },
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const key = `${method} ${url.pathname}`;
      const route = routes[key];
      if (!route) return toResponse({ status: 404, body: { success: false } });
      if (typeof route === 'function') return toResponse(route(request));
      if (!Array.isArray(route)) return toResponse(route);
      const turn = served.get(key) ?? 0;
      served.set(key, turn + 1);
      const reply = route[turn] ?? route.at(-1);
      if (!reply) return toResponse({ status: 404, body: { success: false } });
      return toResponse(reply);
    },
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { requests, fetchMock };
};
