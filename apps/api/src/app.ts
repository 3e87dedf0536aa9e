import type { Database } from '@celebra/db';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import {
  adminLoginRoutes,
  adminSessionRoutes,
} from './modules/admin-auth/admin-auth.routes';
import { createAdminAuthService } from './modules/admin-auth/admin-auth.service';
import { adminCatalogueRoutes } from './modules/admin-catalogue/admin-catalogue.routes';
import { adminOperationsRoutes } from './modules/admin-operations/admin-operations.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { eventAreaRoutes } from './modules/event-area/event-area.routes';
import { guestEventRoutes } from './modules/guest-event/guest-event.routes';
import { createGuestEventService } from './modules/guest-event/guest-event.service';
import { guestMessageRoutes } from './modules/guest-messages/guest-messages.routes';
import { createGuestMessageService } from './modules/guest-messages/guest-messages.service';
import { guestRoutes } from './modules/guests/guests.routes';
import { createGuestService } from './modules/guests/guests.service';
import { eventImagesRoutes } from './modules/event-images/event-images.routes';
import { createEventImagesService } from './modules/event-images/event-images.service';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { createGalleryService } from './modules/gallery/gallery.service';
import { healthRoutes } from './modules/health/health.routes';
import { lookupRoutes } from './modules/lookups/lookups.routes';
import { createLookupsService } from './modules/lookups/lookups.service';
import { publicSiteRoutes } from './modules/public-site/public-site.routes';
import { createPublicSiteService } from './modules/public-site/public-site.service';
import { hostMoneyRoutes } from './modules/host-money/host-money.routes';
import { createHostMoneyService } from './modules/host-money/host-money.service';
import { adminPayoutWriteRoutes } from './modules/payouts/admin-payouts.routes';
import { ordersModule } from './modules/orders/orders.module';
import { hostPayoutRoutes } from './modules/payouts/payouts.routes';
import { createPayoutsService } from './modules/payouts/payouts.service';
import { servicePurchasesModule } from './modules/service-purchases/service-purchases.module';
import { registrationRoutes } from './modules/registration/registration.routes';
import { createRegistrationService } from './modules/registration/registration.service';
import { createSessionService } from './modules/sessions/sessions.service';
import {
  userLoginRoutes,
  userSessionRoutes,
} from './modules/user-auth/user-auth.routes';
import { createUserAuthService } from './modules/user-auth/user-auth.service';
import { authPlugin } from './plugins/auth';
import { eventOwnerPlugin } from './plugins/event-owner';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { mediaPlugin } from './media/media.plugin';
import { createPayments, paymentRoutes } from './payments/payments';
import { createMediaStorage } from './storage/create-media-storage';
import type { MediaStorage } from './storage/media-storage';

z.config(z.locales.pt());

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Default: by STORAGE_DRIVER (local disk under DATA_DIR/media, or S3). */
  storage?: MediaStorage;
  logger?: boolean | { level: string };
}

/** Builds the api without listening: main.ts listens, tests use app.inject. */
export async function buildApp(
  options: BuildAppOptions,
): Promise<FastifyInstance> {
  const { config } = options;
  const { db } = options.database;
  const storage = options.storage ?? createMediaStorage(config);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerDocs(app);
  await registerRateLimit(app);
  await app.register(mediaPlugin, {
    storage,
    limits: {
      image: config.MEDIA_MAX_IMAGE_BYTES,
      video: config.MEDIA_MAX_VIDEO_BYTES,
    },
  });

  const sessions = createSessionService(db, {
    ttlHours: config.SESSION_TTL_HOURS,
  });
  await app.register(authPlugin, { sessions });
  await app.register(eventOwnerPlugin, { db });
  const userAuth = createUserAuthService({ db, sessions });
  const adminAuth = createAdminAuthService({ db, sessions });
  const maxFailuresPerMinute = config.LOGIN_MAX_FAILURES_PER_MINUTE;
  const payouts = createPayoutsService({ db });
  /** The configured payment provider and the payable targets ('ord', 'svc') it settles. */
  const payments = createPayments(config);

  await app.register(healthRoutes, { ping: () => options.database.ping() });
  await storage.serve(app);

  // Public routes.
  await app.register(catalogueRoutes, {
    service: createCatalogueService({ db }),
  });
  await app.register(registrationRoutes, {
    service: createRegistrationService({ db, sessions }),
    maxPerMinute: config.REGISTER_MAX_PER_MINUTE,
  });
  await app.register(userLoginRoutes, {
    service: userAuth,
    maxFailuresPerMinute,
  });
  await app.register(adminLoginRoutes, {
    service: adminAuth,
    maxFailuresPerMinute,
  });
  const siteTokenSecret = config.SITE_TOKEN_SECRET;
  await app.register(guestEventRoutes, {
    service: createGuestEventService({
      db,
      siteTokenSecret,
      platformFeeBps: config.PLATFORM_FEE_BPS,
    }),
  });
  await app.register(publicSiteRoutes, {
    service: createPublicSiteService({ db, siteTokenSecret }),
  });

  await app.register(ordersModule, { db, config, payments });
  await app.register(paymentRoutes, { db, config, payments });
  await app.register(servicePurchasesModule, { db, config, payments });

  // Signed-in hosts.
  await app.register(async (users) => {
    users.addHook('onRequest', users.requireUser);
    await users.register(userSessionRoutes, { service: userAuth });
    await users.register(eventImagesRoutes, {
      service: createEventImagesService({ db, media: app.media }),
    });
    await users.register(galleryRoutes, {
      service: createGalleryService({ db, media: app.media }),
    });
    await users.register(eventAreaRoutes, { db });
    await users.register(guestRoutes, { service: createGuestService({ db }) });
    await users.register(guestMessageRoutes, {
      service: createGuestMessageService({ db }),
    });
    await users.register(hostMoneyRoutes, {
      service: createHostMoneyService({ db }),
    });
    await users.register(hostPayoutRoutes, { service: payouts });
    await users.register(lookupRoutes, {
      service: createLookupsService({
        viaCepBaseUrl: config.VIACEP_BASE_URL,
        nominatimBaseUrl: config.NOMINATIM_BASE_URL,
        userAgent: config.NOMINATIM_USER_AGENT,
      }),
    });
  });

  // Administrators.
  await app.register(async (admin) => {
    admin.addHook('onRequest', admin.requireAdmin);
    await admin.register(adminSessionRoutes, { service: adminAuth });
    await admin.register(adminCatalogueRoutes, { db, storage });
    await admin.register(adminOperationsRoutes, { db });
    await admin.register(adminPayoutWriteRoutes, { service: payouts });
  });

  return app;
}
