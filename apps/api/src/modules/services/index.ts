import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { scheduleExpirySweep } from '../../lib/expiry-sweep';
import { appOrigin } from '../../payments/public-origin';
import { servicesAdminRoutes } from './admin.routes';
import { createEventServicesService } from './event-services.service';
import { servicesHostRoutes } from './host.routes';
import { createPackagesAdminService } from './packages-admin.service';
import { createServicePayableTarget } from './service-payable-target';
import {
  createServicePurchasesService,
  servicePurchaseExpiryTarget,
} from './service-purchases.service';

/**
 * The services domain: its services, built once, and its routes for every audience. Also
 * registers the 'svc' payable target (settled by the payment webhooks) and the purchases' expiry
 * sweep (period ORDER_EXPIRY_SWEEP_SECONDS; off with NODE_ENV=test or 0).
 */
export async function servicesDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const { db, config, payments } = deps;
  payments.settlement.register(
    createServicePayableTarget({ db, publicEvents: deps.publicEvents }),
  );
  if (config.NODE_ENV !== 'test' && config.ORDER_EXPIRY_SWEEP_SECONDS > 0)
    scheduleExpirySweep(app, config.ORDER_EXPIRY_SWEEP_SECONDS, [
      servicePurchaseExpiryTarget(db),
    ]);

  const eventServices = createEventServicesService({ db });
  const purchases = createServicePurchasesService({
    db,
    provider: payments.provider,
    expiryHours: config.SERVICE_PAYMENT_EXPIRY_HOURS,
    returnUrl: `${appOrigin(config, 'users')}/service-package`,
  });
  const packages = createPackagesAdminService({ db });
  servicesHostRoutes(app, deps, { eventServices, purchases });
  servicesAdminRoutes(app, { packages, eventServices });
}
