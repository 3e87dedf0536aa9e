import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

/**
 * A stand-in api on an ephemeral port: records every request and answers
 * `/api/status/<code>` with that status, anything else with 200 and an echo;
 * `/api/compressed` sends the echo brotli or gzip encoded as the api does when
 * the request accepts it (the first of br, gzip named in Accept-Encoding).
 */
export async function startFakeApi(): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const status = /^\/api\/status\/(\d{3})/.exec(recorded.url)?.[1];
      const echo = Buffer.from(
        JSON.stringify({
          success: !status,
          method: recorded.method,
          url: recorded.url,
          bodyBytes: recorded.body.length,
        }),
      );
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = !recorded.url.startsWith('/api/compressed')
        ? undefined
        : accepted.includes('br')
          ? 'br'
          : accepted.includes('gzip')
            ? 'gzip'
            : undefined;
      res.writeHead(status ? Number(status) : 200, {
        'content-type': 'application/json',
        'x-upstream': 'fake-api',
        ...(encoding && {
          'content-encoding': encoding,
          vary: 'accept-encoding',
        }),
      });
      res.end(
        encoding === 'br'
          ? brotliCompressSync(echo)
          : encoding === 'gzip'
            ? gzipSync(echo)
            : echo,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A port nothing listens on (bound then released). */
export async function unusedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
