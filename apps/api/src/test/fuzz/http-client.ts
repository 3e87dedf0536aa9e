import { Agent, request } from 'node:http';
import type { FuzzResponse } from './checks';
import type { FuzzRequest } from './requests';

/**
 * Real HTTP to `baseUrl` over kept-alive connections, the path sent exactly as generated
 * (fetch would normalise `..` segments and escapes away).
 */
export function createHttpClient(baseUrl: string) {
  const target = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  return {
    send(fuzz: FuzzRequest, headers: Record<string, string>) {
      return new Promise<FuzzResponse>((resolve, reject) => {
        const outgoing = request(
          {
            host: target.hostname,
            port: target.port,
            method: fuzz.method,
            path: fuzz.url,
            agent,
            headers: {
              ...fuzz.headers,
              ...headers,
              ...(fuzz.body ? { 'content-length': fuzz.body.length } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
            response.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(fuzz.body);
      });
    },
    close() {
      agent.destroy();
    },
  };
}
