import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

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
 * `/api/status/<code>` with that status, anything else with 200 and an echo.
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
      res.writeHead(status ? Number(status) : 200, {
        'content-type': 'application/json',
        'x-upstream': 'fake-api',
      });
      res.end(
        JSON.stringify({
          success: !status,
          method: recorded.method,
          url: recorded.url,
          bodyBytes: recorded.body.length,
        }),
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
