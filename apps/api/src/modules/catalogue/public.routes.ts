import { catalogueRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import type { WizardListsService } from './wizard-lists.service';

/** Event types, categories and gifts of the registration wizard. */
export function cataloguePublicRoutes(
  app: FastifyInstance,
  wizard: WizardListsService,
): void {
  route(app, catalogueRoutes.eventTypes, () => wizard.eventTypes());
  route(app, catalogueRoutes.eventCategories, (request) =>
    wizard.categories(request.query.event_type_id),
  );
  route(app, catalogueRoutes.giftsAndSlug, (request) =>
    wizard.giftsAndSlug(request.query),
  );
}
