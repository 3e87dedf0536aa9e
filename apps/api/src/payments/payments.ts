import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { localCheckoutRoutes } from './local/local-checkout.routes';
import { createLocalProvider } from './local/local-provider';
import { createMercadoPagoProvider } from './mercadopago/mercadopago-provider';
import type { PaymentProvider } from './payment-provider';
import { appOrigin } from './public-origin';
import {
  createSettlementRegistry,
  type SettlementRegistry,
} from './settlement';
import { webhookRoutes } from './webhooks/webhook.routes';

type PaymentsConfig = Pick<
  Config,
  | 'PAYMENT_PROVIDER'
  | 'LOCAL_PAYMENT_SECRET'
  | 'MP_ACCESS_TOKEN'
  | 'MP_WEBHOOK_SECRET'
  | 'MP_API_BASE_URL'
  | 'CARD_MAX_INSTALLMENTS'
  | 'PUBLIC_PROTOCOL'
  | 'PUBLIC_BASE_DOMAIN'
>;

/** The configured provider and the registry of payable targets ('ord', 'svc') of one app. */
export interface Payments {
  provider: PaymentProvider;
  settlement: SettlementRegistry;
}

export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  const defaultOrigin = appOrigin(config, 'site');
  if (config.PAYMENT_PROVIDER === 'mercadopago') {
    if (!config.MP_ACCESS_TOKEN || !config.MP_WEBHOOK_SECRET)
      throw new Error(
        'MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET are required for mercadopago',
      );
    return createMercadoPagoProvider({
      accessToken: config.MP_ACCESS_TOKEN,
      webhookSecret: config.MP_WEBHOOK_SECRET,
      baseUrl: config.MP_API_BASE_URL,
      defaultOrigin,
      maxInstallments: config.CARD_MAX_INSTALLMENTS,
      // Mercado Pago requires a payer e-mail; a guest who gave a phone pays as the platform.
      pixPayerEmail: `pix@${config.PUBLIC_BASE_DOMAIN.replace(/:\d+$/, '')}`,
    });
  }
  return createLocalProvider({
    secret: config.LOCAL_PAYMENT_SECRET,
    defaultOrigin,
  });
}

/** Built once per buildApp; modules take `payments.provider` and register their targets. */
export function createPayments(config: PaymentsConfig): Payments {
  return {
    provider: createPaymentProvider(config),
    settlement: createSettlementRegistry(),
  };
}

/**
 * POST /api/webhooks/<provider> of the configured provider, plus the demonstration checkout
 * pages when it is `local` (so those routes do not exist with a real provider).
 */
export async function paymentRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: PaymentsConfig;
    payments: Payments;
    now?: () => Date;
  },
) {
  const { db, config, payments, now } = deps;
  await app.register(webhookRoutes, {
    db,
    provider: payments.provider,
    settlement: payments.settlement,
    now,
  });
  if (payments.provider.name === 'local')
    await app.register(localCheckoutRoutes, { db, config, now });
}
