import type { LocalWebhookBody } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { signLocalWebhook } from './local-signature';

export const LOCAL_WEBHOOK_PATH = '/api/webhooks/local';

function loopbackOf(address: string, family: string): string {
  if (address === '0.0.0.0') return '127.0.0.1';
  if (address === '::') return '[::1]';
  return family === 'IPv6' ? `[${address}]` : address;
}

/**
 * Posts a signed local notification to this api's own webhook, exactly as a provider would:
 * over HTTP to the address the server listens on, or through `inject` when it does not listen
 * (tests). Answers the webhook's HTTP status.
 */
export async function deliverLocalWebhook(
  app: FastifyInstance,
  body: LocalWebhookBody,
  secret: string,
  now: Date,
): Promise<number> {
  const rawBody = JSON.stringify(body);
  const headers = {
    'content-type': 'application/json',
    'x-signature': signLocalWebhook(rawBody, secret, now),
  };
  const address = app.server.listening ? app.server.address() : null;
  if (address && typeof address === 'object') {
    const response = await fetch(
      `http://${loopbackOf(address.address, address.family)}:${address.port}${LOCAL_WEBHOOK_PATH}`,
      {
        method: 'POST',
        headers,
        body: rawBody,
        signal: AbortSignal.timeout(20_000),
      },
    );
    await response.arrayBuffer();
    return response.status;
  }
  const response = await app.inject({
    method: 'POST',
    url: LOCAL_WEBHOOK_PATH,
    headers,
    payload: rawBody,
  });
  return response.statusCode;
}
