import { defineRoute } from '../http/route-contract';
import {
  localCheckoutParamsSchema,
  localCheckoutQuerySchema,
  webhookResponseSchema,
} from './payments.schema';

const webhook = {
  method: 'POST',
  access: 'public',
  tags: ['payments'],
  response: webhookResponseSchema,
  errors: [401],
} as const;

const localCheckout = {
  access: 'public',
  tags: ['payments'],
  params: localCheckoutParamsSchema,
  query: localCheckoutQuerySchema,
} as const;

/**
 * The payment provider's side: its signed notifications (only the configured provider's route
 * is served) and, with PAYMENT_PROVIDER=local, the demonstration checkout, whose pages answer
 * HTML (no `response`) and whose buttons answer a 303 back to the page.
 */
export const paymentsRoutes = {
  localWebhook: defineRoute({
    ...webhook,
    path: '/api/webhooks/local',
    summary: 'Payment notifications of the local provider (signed)',
  }),
  mercadopagoWebhook: defineRoute({
    ...webhook,
    path: '/api/webhooks/mercadopago',
    summary: 'Payment notifications of the mercadopago provider (signed)',
  }),
  localCheckout: defineRoute({
    ...localCheckout,
    method: 'GET',
    path: '/api/payments/local/:reference',
    summary: 'Demonstration checkout page (HTML)',
  }),
  localCheckoutPay: defineRoute({
    ...localCheckout,
    method: 'POST',
    path: '/api/payments/local/:reference/pay',
    summary: 'Demonstration: approve',
  }),
  localCheckoutRefuse: defineRoute({
    ...localCheckout,
    method: 'POST',
    path: '/api/payments/local/:reference/refuse',
    summary: 'Demonstration: refuse',
  }),
};
