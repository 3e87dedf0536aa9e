import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { moneyAdminRoutes } from './admin.routes';
import { moneyHostRoutes } from './host.routes';
import { createMoneyServices } from './money-services';

/** The money domain: its services, built once, and its routes for every audience. */
export async function moneyDomain(
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> {
  const services = createMoneyServices({ db: deps.db, config: deps.config });
  moneyHostRoutes(app, services);
  moneyAdminRoutes(app, services);
}
