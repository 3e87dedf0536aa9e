import { catalogueRoutes } from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { freeAmountLimitsOf } from '../../config';
import { route } from '../../http/route';
import { currentUser } from '../../plugins/auth';
import { currentEvent } from '../../plugins/event-access';
import { readCatalogueForm } from './catalogue-form';
import type { GiftListService } from './gift-list.service';
import type { GiftSuggestionsService } from './gift-suggestions.service';
import type { OwnGiftsService } from './own-gifts.service';

/** The host's gift list, the catalogue to add from, own gifts and gift suggestions (owner-only). */
export function catalogueHostRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  services: {
    giftList: GiftListService;
    suggestions: GiftSuggestionsService;
    ownGifts: OwnGiftsService;
  },
): void {
  const { giftList, suggestions, ownGifts } = services;
  route(app, catalogueRoutes.giftList, (request) =>
    giftList.eventGifts(
      currentEvent(request).id,
      freeAmountLimitsOf(deps.config),
    ),
  );
  route(app, catalogueRoutes.suggestGift, (request) =>
    suggestions.suggest(currentEvent(request).id, request.body),
  );
  route(app, catalogueRoutes.removeGift, async (request) => {
    const event = currentEvent(request);
    const { userId } = currentUser(request);
    const { giftId } = request.params;
    return (
      (await ownGifts.remove(event, userId, giftId)) ??
      giftList.removeEventGift(event.id, userId, giftId)
    );
  });
  route(app, catalogueRoutes.giftCatalogue, (request) =>
    giftList.giftCatalogue(
      currentEvent(request),
      request.query.event_category_id,
    ),
  );
  route(app, catalogueRoutes.addGifts, (request) =>
    giftList.addEventGifts(
      currentEvent(request),
      currentUser(request).userId,
      request.body.giftIds,
    ),
  );
  route(app, catalogueRoutes.createOwnGift, async (request) =>
    ownGifts.create(
      currentEvent(request),
      currentUser(request).userId,
      await readCatalogueForm(
        request,
        app.media,
        catalogueRoutes.createOwnGift.multipart,
      ),
    ),
  );
  route(app, catalogueRoutes.updateOwnGift, async (request) =>
    ownGifts.update(
      currentEvent(request),
      request.params.giftId,
      await readCatalogueForm(
        request,
        app.media,
        catalogueRoutes.updateOwnGift.multipart,
      ),
    ),
  );
}
