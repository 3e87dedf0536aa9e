/** Test doubles shared by the api-client specs. */
export const memoryStorage = (
  entries: Record<string, string> = {},
): Storage => {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key);
    },
    setItem: (key, value) => {
      map.set(key, String(value));
    },
  };
};

export const fakeResponse = (status: number, body?: unknown): Response =>
  ({
    status,
    ok: status >= 200 && status < 300,
    text: async () =>
      body === undefined
        ? ''
        : typeof body === 'string'
          ? body
          : JSON.stringify(body),
  }) as Response;

export type FetchCall = { url: string; init: RequestInit };

export const fakeFetch = (respond: () => Response | Promise<Response>) => {
  const calls: FetchCall[] = [];
  const impl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return respond();
  });
  return { impl: impl as unknown as typeof fetch, calls };
};
