import { mercadoPagoWebhookBodySchema } from '@celebra/contracts';
import { z } from 'zod';
import {
  CheckoutFailedError,
  type CheckoutRequest,
  type PaymentNotification,
  type PaymentProvider,
} from '../payment-provider';
import { headerValue } from '../hmac';
import {
  pixIdempotencyKey,
  providerIdempotencyKey,
} from '../payment-reference';
import {
  buildPixPaymentBody,
  pixPaymentAnswerSchema,
  reais,
} from './mercadopago-pix';
import { verifyMercadoPagoSignature } from './mercadopago-signature';
import { outcomeOfMercadoPagoStatus } from './mercadopago-status';

export interface MercadoPagoOptions {
  accessToken: string;
  webhookSecret: string;
  /** https://api.mercadopago.com, or a stand-in; no trailing slash. */
  baseUrl: string;
  /** Used when a checkout request carries no publicOrigin. */
  defaultOrigin: string;
  /** Most card instalments Checkout Pro offers. */
  maxInstallments: number;
  /** payer.email of a Pix payment when the guest gave no e-mail (Mercado Pago requires one). */
  pixPayerEmail: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const preferenceAnswerSchema = z.looseObject({
  id: z.string(),
  init_point: z.string().url(),
});

const paymentAnswerSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  status: z.string(),
  status_detail: z.string().nullish(),
  external_reference: z.string().nullish(),
});

export const MERCADOPAGO_WEBHOOK_PATH = '/api/webhooks/mercadopago';

function absoluteUrl(
  url: string | undefined,
  origin: string,
): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url)
    ? url
    : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The Checkout Pro preference (POST /checkout/preferences body) of a checkout request. */
export function buildPreferenceBody(
  request: CheckoutRequest,
  origin: string,
  maxInstallments = 12,
) {
  return {
    items: request.items.map((item) => ({
      id: item.id,
      title: item.title,
      description: item.title,
      picture_url: absoluteUrl(item.pictureUrl, origin),
      quantity: item.quantity,
      currency_id: 'BRL',
      unit_price: reais(item.unitPrice),
    })),
    ...(request.payerEmail ? { payer: { email: request.payerEmail } } : {}),
    back_urls: {
      success: request.returnUrl,
      pending: request.returnUrl,
      failure: request.returnUrl,
    },
    auto_return: 'approved',
    payment_methods: { installments: maxInstallments },
    notification_url: `${origin}${MERCADOPAGO_WEBHOOK_PATH}`,
    external_reference: request.reference,
    expires: true,
    expiration_date_to: request.expiresAt.toISOString(),
    metadata: { reference: request.reference },
  };
}

/** Mercado Pago Checkout Pro: preference → init_point; notifications verified then read back. */
export function createMercadoPagoProvider(
  options: MercadoPagoOptions,
): PaymentProvider {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(
    path: string,
    init: RequestInit,
  ): Promise<{ status: number; body: unknown }> {
    const response = await fetchImpl(`${options.baseUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${options.accessToken}`,
        ...init.headers,
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, body };
  }

  async function readPayment(paymentId: string) {
    const { status, body } = await call(
      `/v1/payments/${encodeURIComponent(paymentId)}`,
      {
        method: 'GET',
      },
    );
    if (status === 404) return null;
    if (status < 200 || status >= 300)
      throw new Error(
        `mercadopago GET /v1/payments answered ${status}: ${JSON.stringify(body)}`,
      );
    return paymentAnswerSchema.parse(body);
  }

  return {
    name: 'mercadopago',

    async createCheckout(request) {
      const itemsTotal = request.items.reduce(
        (sum, item) => sum + item.unitPrice * item.quantity,
        0,
      );
      if (itemsTotal !== request.amount)
        throw new CheckoutFailedError(
          `items add up to ${itemsTotal}, the checkout amount is ${request.amount}`,
        );
      const origin = request.publicOrigin ?? options.defaultOrigin;
      let answer: { status: number; body: unknown };
      try {
        answer = await call('/checkout/preferences', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // Derived from our reference: a retried purchase gets the same preference back.
            'x-idempotency-key': providerIdempotencyKey(request.reference),
          },
          body: JSON.stringify(
            buildPreferenceBody(request, origin, options.maxInstallments),
          ),
        });
      } catch (error) {
        throw new CheckoutFailedError(
          `mercadopago unreachable: ${String(error)}`,
        );
      }
      const parsed = preferenceAnswerSchema.safeParse(answer.body);
      if (answer.status < 200 || answer.status >= 300 || !parsed.success)
        throw new CheckoutFailedError(
          `mercadopago POST /checkout/preferences answered ${answer.status}: ${JSON.stringify(answer.body)}`,
        );
      return {
        paymentLink: parsed.data.init_point,
        providerReference: request.reference,
        providerCheckoutId: parsed.data.id,
      };
    },

    async createPixCharge(request) {
      const origin = request.publicOrigin ?? options.defaultOrigin;
      let answer: { status: number; body: unknown };
      try {
        answer = await call('/v1/payments', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // Derived from our reference and the attempt: a retry answers the same payment.
            'x-idempotency-key': pixIdempotencyKey(
              request.reference,
              request.attempt,
            ),
          },
          body: JSON.stringify(
            buildPixPaymentBody(request, {
              notificationUrl: `${origin}${MERCADOPAGO_WEBHOOK_PATH}`,
              payerEmail: request.payerEmail ?? options.pixPayerEmail,
            }),
          ),
        });
      } catch (error) {
        throw new CheckoutFailedError(
          `mercadopago unreachable: ${String(error)}`,
        );
      }
      const parsed = pixPaymentAnswerSchema.safeParse(answer.body);
      if (answer.status < 200 || answer.status >= 300 || !parsed.success)
        throw new CheckoutFailedError(
          `mercadopago POST /v1/payments answered ${answer.status}: ${JSON.stringify(answer.body)}`,
        );
      const payment = parsed.data;
      const data = payment.point_of_interaction.transaction_data;
      return {
        copyPaste: data.qr_code,
        qrCodeBase64: data.qr_code_base64 ?? null,
        expiresAt: payment.date_of_expiration
          ? new Date(payment.date_of_expiration)
          : request.expiresAt,
        paymentLink: data.ticket_url ?? null,
        providerChargeId: String(payment.id),
      };
    },

    async receiveWebhook(input, now): Promise<PaymentNotification> {
      const dataIdValue = input.query['data.id'];
      const dataId =
        typeof dataIdValue === 'string' && dataIdValue
          ? dataIdValue
          : undefined;
      verifyMercadoPagoSignature(
        {
          signature: headerValue(input.headers, 'x-signature'),
          requestId: headerValue(input.headers, 'x-request-id'),
          dataId,
        },
        options.webhookSecret,
        now,
      );
      let body: unknown = null;
      try {
        body = JSON.parse(input.rawBody);
      } catch {
        body = null;
      }
      const notification = mercadoPagoWebhookBodySchema.safeParse(body);
      const queryType = input.query.type ?? input.query.topic;
      const type =
        (typeof queryType === 'string' && queryType) ||
        (notification.success ? notification.data.type : undefined) ||
        'unknown';
      if (type !== 'payment' || !dataId) {
        const id = notification.success ? notification.data.id : undefined;
        return {
          eventId: `${type}:${dataId ?? id ?? headerValue(input.headers, 'x-request-id') ?? now.getTime()}`,
          type,
          reference: null,
          outcome: 'pending',
          payload: body,
        };
      }
      const payment = await readPayment(dataId);
      if (!payment)
        return {
          eventId: `payment:${dataId}:not_found`,
          type: 'payment.not_found',
          reference: null,
          outcome: 'pending',
          payload: body,
        };
      return {
        eventId: `payment:${dataId}:${payment.status}`,
        type: `payment.${payment.status}`,
        reference: payment.external_reference ?? null,
        outcome: outcomeOfMercadoPagoStatus(
          payment.status,
          payment.status_detail,
        ),
        payload: {
          notification: body,
          payment: {
            id: payment.id,
            status: payment.status,
            status_detail: payment.status_detail ?? null,
            external_reference: payment.external_reference ?? null,
          },
        },
      };
    },
  };
}
