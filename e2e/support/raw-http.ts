import http from 'node:http';

export type RawRequest = {
  port: number;
  method?: string;
  /** Sent as is: malformed escapes and `..%2F` reach the server untouched. */
  path: string;
  headers?: Record<string, string | number>;
  body?: Buffer;
  /** Send `Expect: 100-continue` and the body only after `100 Continue`. */
  expectContinue?: boolean;
  /** false: `Connection: close` (a fresh connection that the server closes after answering). */
  keepAlive?: boolean;
};

export type RawResponse = {
  status?: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The server answered `100 Continue`. */
  continued: boolean;
  /** A connection error (reset, broken pipe) instead of a readable answer. */
  error?: string;
};

/**
 * One HTTP/1.1 request over its own connection with node:http (which, unlike
 * fetch, sends odd paths and `Expect` as given and reports a reset as such).
 */
export function rawRequest(options: RawRequest): Promise<RawResponse> {
  const body = options.body ?? Buffer.alloc(0);
  return new Promise((resolve) => {
    let continued = false;
    const agent = new http.Agent({ keepAlive: options.keepAlive ?? true });
    const finish = (response: Omit<RawResponse, 'continued'>) => {
      agent.destroy();
      resolve({ ...response, continued });
    };
    const request = http.request({
      host: '127.0.0.1',
      port: options.port,
      method: options.method ?? 'GET',
      path: options.path,
      agent,
      headers: {
        ...(body.length > 0 ? { 'content-length': body.length } : {}),
        ...(options.expectContinue ? { expect: '100-continue' } : {}),
        ...options.headers,
      },
    });
    request.on('continue', () => {
      continued = true;
      request.end(body);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        finish({
          status: response.statusCode,
          headers: response.headers,
          text: Buffer.concat(chunks).toString(),
        }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        finish({
          status: response.statusCode,
          headers: response.headers,
          text: '',
          error: error.code ?? error.message,
        }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ headers: {}, text: '', error: error.code ?? error.message }),
    );
    if (!options.expectContinue) request.end(body);
  });
}
