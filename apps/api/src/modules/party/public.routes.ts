import { partyRoutes } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { route } from '../../http/route';
import { siteAccessTokenOf } from '../events/site-access-header';
import type { PartyMediaService } from './party-media.service';
import type { PartySettingsService } from './party-settings.service';
import type { PartySite } from './party-site';
import {
  parseGuestName,
  type PartyUploadsService,
} from './party-uploads.service';

/** The party pages (no session): /api/guests/party/{slug}…; the wall's routes are wall.routes.ts. */
export function partyPublicRoutes(
  app: FastifyInstance,
  deps: {
    site: PartySite;
    settings: PartySettingsService;
    uploads: PartyUploadsService;
    media: PartyMediaService;
    uploadLimit: preHandlerAsyncHookHandler;
  },
): void {
  const { site, settings, uploads, media } = deps;

  route(app, partyRoutes.info, async (request) =>
    settings.info(
      await site.open(request.params.slug, siteAccessTokenOf(request)),
    ),
  );

  route(
    app,
    partyRoutes.upload,
    async (request, reply) => {
      const event = await site.open(
        request.params.slug,
        siteAccessTokenOf(request),
      );
      await uploads.assertAccepting(event.event.id);
      const { file, fields } = await app.media.receive(request, {
        kinds: ['image'],
        unsupportedMessage: apiTexts.party.photoTypeUnsupported,
      });
      const guestName = parseGuestName(fields);
      reply.status(201);
      return uploads.acceptPhoto(event, file, guestName);
    },
    { preHandler: deps.uploadLimit },
  );

  route(app, partyRoutes.album, async (request) => {
    const event = await site.open(
      request.params.slug,
      siteAccessTokenOf(request),
    );
    return media.album(event.event.id, request.query);
  });
}
