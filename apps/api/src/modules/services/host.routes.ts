import { servicesRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { route } from '../../http/route';
import { publicOriginOf } from '../../payments/public-origin';
import { currentUser } from '../../plugins/auth';
import { currentEvent } from '../../plugins/event-access';
import type { EventServicesService } from './event-services.service';
import type { ServicePurchasesService } from './service-purchases.service';

/**
 * The host's packages: what the event has and is paying for (owner routes), and buying more;
 * a provider failure answers 502 'Erro ao iniciar o pagamento do serviço.'.
 */
export function servicesHostRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  services: {
    eventServices: EventServicesService;
    purchases: ServicePurchasesService;
  },
): void {
  const { eventServices, purchases } = services;
  route(app, servicesRoutes.eventServices, (request) =>
    eventServices.eventServices(currentEvent(request).id),
  );
  route(app, servicesRoutes.pendingPayments, (request) =>
    eventServices.pendingPayments(currentEvent(request).id),
  );
  route(app, servicesRoutes.purchase, (request) =>
    purchases.purchase(currentUser(request).userId, request.body, {
      publicOrigin: publicOriginOf(request, deps.config),
      log: request.log,
    }),
  );
}
