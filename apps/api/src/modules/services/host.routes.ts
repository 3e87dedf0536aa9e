import {
  errorResponseSchema,
  listEventServicesResponseSchema,
  listPendingPaymentServicesResponseSchema,
  ownerEventIdParamsSchema,
  purchaseServiceBodySchema,
  purchaseServiceResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { scheduleExpirySweep } from '../../lib/expiry-sweep';
import { appOrigin, publicOriginOf } from '../../payments/public-origin';
import { currentUser } from '../../plugins/auth';
import { currentEvent } from '../../plugins/event-owner';
import { createServicePayableTarget } from './service-payable-target';
import {
  createServicesService,
  servicePurchaseExpiryTarget,
} from './services.service';

const security = [{ bearer: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * The host's packages: what the event has and is paying for (owner routes), and buying more;
 * a provider failure answers 502 'Erro ao iniciar o pagamento do serviço.'. Also registers the
 * 'svc' payable target (settled by the payment webhooks) and the expiry sweep (period
 * ORDER_EXPIRY_SWEEP_SECONDS; off with NODE_ENV=test or 0).
 */
export async function servicesHostRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, config, payments } = deps;
  payments.settlement.register(
    createServicePayableTarget({ db, publicEvents: deps.publicEvents }),
  );
  const service = createServicesService({
    db,
    provider: payments.provider,
    expiryHours: config.SERVICE_PAYMENT_EXPIRY_HOURS,
    returnUrl: `${appOrigin(config, 'users')}/service-package`,
  });
  if (config.NODE_ENV !== 'test' && config.ORDER_EXPIRY_SWEEP_SECONDS > 0)
    scheduleExpirySweep(app, config.ORDER_EXPIRY_SWEEP_SECONDS, [
      servicePurchaseExpiryTarget(db),
    ]);

  const routes = app.withTypeProvider<ZodTypeProvider>();
  await routes.register(async (owner) => {
    owner.addHook('onRequest', owner.requireEventOwner);
    const tags = ['users: services'];
    owner.withTypeProvider<ZodTypeProvider>().get(
      '/api/users/events/:id/services',
      {
        schema: {
          tags,
          security,
          params: ownerEventIdParamsSchema,
          response: { 200: listEventServicesResponseSchema, ...errors },
        },
      },
      (request) => service.eventServices(currentEvent(request).id),
    );
    owner.withTypeProvider<ZodTypeProvider>().get(
      '/api/users/events/:id/pending-payment-services',
      {
        schema: {
          tags,
          security,
          params: ownerEventIdParamsSchema,
          response: {
            200: listPendingPaymentServicesResponseSchema,
            ...errors,
          },
        },
      },
      (request) => service.pendingPayments(currentEvent(request).id),
    );
  });

  routes.post(
    '/api/users/services/purchase',
    {
      schema: {
        tags: ['users'],
        summary: 'Start (or resume) paying for a service package',
        body: purchaseServiceBodySchema,
        response: {
          200: purchaseServiceResponseSchema,
          ...errors,
          409: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    (request) =>
      service.purchase(currentUser(request).userId, request.body, {
        publicOrigin: publicOriginOf(request, config),
        log: request.log,
      }),
  );
}
