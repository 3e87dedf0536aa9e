import { once } from 'node:events';
import {
  createServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import QRCode from 'qrcode';
import { buildBrCode } from '../pix/br-code';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface StandInPayment {
  status: string;
  /** e.g. 'expired' for a Pix payment cancelled at its date_of_expiration. */
  status_detail?: string;
  external_reference: string | null;
}

/**
 * A local HTTP server speaking Mercado Pago's shapes:
 * POST /checkout/preferences → 201 { id, init_point, sandbox_init_point, external_reference,
 * date_created }; POST /v1/payments (Pix: payment_method_id 'pix', X-Idempotency-Key required,
 * payer.email required) → 201 { id, status: 'pending', status_detail: 'pending_waiting_transfer',
 * date_of_expiration, point_of_interaction.transaction_data { qr_code, qr_code_base64,
 * ticket_url }, … }, the same answer again for a key it has seen; GET /v1/payments/:id → 200
 * { id, status, status_detail, external_reference, … }; and the 400/401/404 error bodies
 * `{ message, error, status, cause }`.
 */
export interface MercadoPagoStandIn {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Configures what GET /v1/payments/:id answers. */
  setPayment(id: string, payment: StandInPayment): void;
  /** Makes the next preference requests fail with this status (400, 500…) until cleared with null. */
  failPreferences(status: number | null): void;
  /** Makes the next Pix payment requests fail with this status until cleared with null. */
  failPayments(status: number | null): void;
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
  let paymentFailure: number | null = null;
  let sequence = 0;
  let paymentSequence = 900_000_000;
  /** X-Idempotency-Key → the answer of the payment it created. */
  const paymentsByKey = new Map<string, unknown>();

  async function createPixPayment(
    body: unknown,
    key: string | undefined,
  ): Promise<{ status: number; body: unknown }> {
    if (paymentFailure)
      return {
        status: paymentFailure,
        body: errorBody(paymentFailure, 'bad_request', 'invalid payment'),
      };
    if (!key)
      return {
        status: 400,
        body: errorBody(400, 'bad_request', 'X-Idempotency-Key is required'),
      };
    const earlier = paymentsByKey.get(key);
    if (earlier) return { status: 201, body: earlier };
    const payment = body as {
      transaction_amount?: unknown;
      payment_method_id?: unknown;
      payer?: { email?: unknown };
      external_reference?: string;
      date_of_expiration?: unknown;
      description?: string;
    } | null;
    const amount = payment?.transaction_amount;
    if (typeof amount !== 'number' || !(amount > 0))
      return {
        status: 400,
        body: errorBody(
          400,
          'bad_request',
          'transaction_amount attribute can not be null',
        ),
      };
    if (payment?.payment_method_id !== 'pix')
      return {
        status: 400,
        body: errorBody(400, 'bad_request', 'payment_method_id not found'),
      };
    if (
      typeof payment.payer?.email !== 'string' ||
      !/^[^@\s]+@[^@\s]+$/.test(payment.payer.email)
    )
      return {
        status: 400,
        body: errorBody(
          400,
          'bad_request',
          'payer.email must be a valid email',
        ),
      };
    paymentSequence += 1;
    const id = paymentSequence;
    const qrCode = buildBrCode({
      key: 'stand-in@mercadopago.example.com',
      merchantName: 'Mercado Pago Stand-in',
      merchantCity: 'Osasco',
      amount: Math.round(amount * 100),
      txid: `MP${id}`,
      initiation: 'single-use',
    });
    const answer = {
      id,
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      payment_method_id: 'pix',
      payment_type_id: 'bank_transfer',
      transaction_amount: amount,
      currency_id: 'BRL',
      description: payment.description ?? null,
      external_reference: payment.external_reference ?? null,
      date_created: new Date().toISOString(),
      date_of_expiration:
        typeof payment.date_of_expiration === 'string'
          ? payment.date_of_expiration
          : new Date(Date.now() + 86_400_000).toISOString(),
      point_of_interaction: {
        type: 'PIX',
        transaction_data: {
          qr_code: qrCode,
          qr_code_base64: (await QRCode.toBuffer(qrCode)).toString('base64'),
          ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1&hash=stand-in`,
        },
      },
    };
    paymentsByKey.set(key, answer);
    payments.set(String(id), {
      status: 'pending',
      status_detail: 'pending_waiting_transfer',
      external_reference: answer.external_reference,
    });
    return { status: 201, body: answer };
  }

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

      if (request.method === 'POST' && url.pathname === '/v1/payments') {
        const key = request.headers['x-idempotency-key'];
        void createPixPayment(
          body,
          typeof key === 'string' && key ? key : undefined,
        ).then((answer) => send(response, answer.status, answer.body));
        return;
      }

      const paymentId = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname)?.[1];
      if (request.method === 'GET' && paymentId !== undefined) {
        const id = decodeURIComponent(paymentId);
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
            payment.status_detail ??
            (payment.status === 'approved' ? 'accredited' : payment.status),
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
    failPayments: (status) => {
      paymentFailure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
