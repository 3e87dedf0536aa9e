import http, {
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import https from 'node:https';

export interface ApiAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * Whole answers of the api, bytes as sent (never decoded: the edge replays the api's
 * content-encoding), on kept-alive connections. `close()` ends them.
 */
export function createApiReader(apiUrl: string) {
  const base = new URL(apiUrl);
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true });
  const hostname = base.hostname.replace(/^\[(.*)\]$/, '$1');

  return {
    async get(path: string, headers: OutgoingHttpHeaders): Promise<ApiAnswer> {
      const response = await new Promise<http.IncomingMessage>(
        (resolve, reject) => {
          transport
            .request(
              {
                hostname,
                port: base.port,
                path,
                method: 'GET',
                headers,
                agent,
              },
              resolve,
            )
            .on('error', reject)
            .end();
        },
      );
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      return {
        status: response.statusCode ?? 502,
        headers: response.headers,
        body: Buffer.concat(chunks),
      };
    },

    close(): void {
      agent.destroy();
    },
  };
}
