import { servicesRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { EventServicesService } from './event-services.service';
import type { PackagesAdminService } from './packages-admin.service';

/**
 * The back office's packages: /api/admin/services, the service types (GET
 * /api/admin/services/types, GET / PUT /api/admin/service-types/{id}), and an event's packages
 * under /api/admin/events/{id}/services/….
 */
export function servicesAdminRoutes(
  app: FastifyInstance,
  services: {
    packages: PackagesAdminService;
    eventServices: EventServicesService;
  },
): void {
  const { packages, eventServices } = services;
  route(app, servicesRoutes.adminPackages, () => packages.listServices());
  route(app, servicesRoutes.adminPackage, (request) =>
    packages.getService(request.params.id),
  );
  route(app, servicesRoutes.adminCreatePackage, (request) =>
    packages.createService(request.body),
  );
  route(app, servicesRoutes.adminUpdatePackage, (request) =>
    packages.updateService(request.params.id, request.body),
  );
  route(app, servicesRoutes.adminRemovePackage, (request) =>
    packages.removeService(request.params.id),
  );

  route(app, servicesRoutes.adminServiceTypes, () =>
    packages.listServiceTypes(),
  );
  route(app, servicesRoutes.adminServiceType, (request) =>
    packages.getServiceType(request.params.id),
  );
  route(app, servicesRoutes.adminUpdateServiceType, (request) =>
    packages.updateServiceType(request.params.id, request.body),
  );

  route(app, servicesRoutes.adminEventContracted, (request) =>
    eventServices.contractedServices(request.params.id),
  );
  route(app, servicesRoutes.adminEventPending, (request) =>
    eventServices.pendingServices(request.params.id),
  );
  route(app, servicesRoutes.adminEventDefaults, () =>
    eventServices.defaultServices(),
  );
}
