import { randomUUID } from 'node:crypto';
import { signMercadoPagoManifest } from '../mercadopago/mercadopago-signature';

/** A Mercado Pago payment notification as MP posts it: query, JSON body, x-signature, x-request-id. */
export function signedMercadoPagoNotification(
  secret: string,
  paymentId: string,
  options: { type?: string; now?: Date; requestId?: string } = {},
) {
  const type = options.type ?? 'payment';
  const ts = String(Math.floor((options.now ?? new Date()).getTime() / 1000));
  const requestId = options.requestId ?? randomUUID();
  const v1 = signMercadoPagoManifest(
    { dataId: paymentId, requestId, ts },
    secret,
  );
  return {
    url: `/api/webhooks/mercadopago?data.id=${encodeURIComponent(paymentId)}&type=${type}`,
    payload: JSON.stringify({
      id: Number(`${Date.now()}`.slice(-9)),
      live_mode: false,
      type,
      date_created: new Date().toISOString(),
      user_id: 44444,
      api_version: 'v1',
      action: 'payment.updated',
      data: { id: paymentId },
    }),
    headers: {
      'content-type': 'application/json',
      'x-signature': `ts=${ts},v1=${v1}`,
      'x-request-id': requestId,
    },
  };
}
