import { once } from 'node:events';
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface StandInPayment {
  status: string;
  external_reference: string | null;
}

/**
 * A local HTTP server speaking Mercado Pago's shapes:
 * POST /checkout/preferences → 201 { id, init_point, sandbox_init_point, external_reference,
 * date_created }, GET /v1/payments/:id → 200 { id, status, external_reference, … }, and the
 * 400/401/404 error bodies `{ message, error, status, cause }`.
 */
export interface MercadoPagoStandIn {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Configures what GET /v1/payments/:id answers. */
  setPayment(id: string, payment: StandInPayment): void;
  /** Makes the next preference requests fail with this status (400, 500…) until cleared with null. */
  failPreferences(status: number | null): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const errorBody = (status: number, error: string, message: string) => ({
  message,
  error,
  status,
  cause: [{ code: status, description: message, data: null }],
});

export async function startMercadoPagoStandIn(options: {
  accessToken: string;
}): Promise<MercadoPagoStandIn> {
  const requests: RecordedRequest[] = [];
  const payments = new Map<string, StandInPayment>();
  let preferenceFailure: number | null = null;
  let sequence = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const url = new URL(request.url ?? '/', 'http://stand-in');
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        headers: request.headers,
        body,
      });

      if (request.headers.authorization !== `Bearer ${options.accessToken}`)
        return send(
          response,
          401,
          errorBody(401, 'unauthorized', 'invalid access token'),
        );

      if (
        request.method === 'POST' &&
        url.pathname === '/checkout/preferences'
      ) {
        if (preferenceFailure)
          return send(
            response,
            preferenceFailure,
            errorBody(preferenceFailure, 'bad_request', 'invalid preference'),
          );
        const items = (body as { items?: unknown[] } | null)?.items;
        if (!Array.isArray(items) || items.length === 0)
          return send(
            response,
            400,
            errorBody(400, 'bad_request', 'items needed'),
          );
        sequence += 1;
        const id = `123456789-stand-in-${sequence}`;
        return send(response, 201, {
          id,
          init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
          sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
          external_reference:
            (body as { external_reference?: string }).external_reference ?? '',
          date_created: new Date().toISOString(),
        });
      }

      const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && paymentMatch) {
        const id = decodeURIComponent(paymentMatch[1]);
        const payment = payments.get(id);
        if (!payment)
          return send(
            response,
            404,
            errorBody(404, 'not_found', 'Payment not found'),
          );
        return send(response, 200, {
          id: Number(id),
          status: payment.status,
          status_detail:
            payment.status === 'approved' ? 'accredited' : payment.status,
          external_reference: payment.external_reference,
          currency_id: 'BRL',
          date_created: new Date().toISOString(),
        });
      }

      return send(
        response,
        404,
        errorBody(404, 'not_found', 'resource not found'),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setPayment: (id, payment) => payments.set(id, payment),
    failPreferences: (status) => {
      preferenceFailure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
