import type { Database } from '@celebra/db';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { createMailer } from './mail/create-mailer';
import { createOutboxWorker, mailDomainOf } from './mail/outbox-worker';
import { mediaPlugin } from './media/media.plugin';
import { accountsDomain } from './modules/accounts';
import { createSessionService } from './lib/sessions';
import { createPublicEventChannel } from './lib/public-event/public-event-channel';
import { createSharedStore } from './lib/shared-store/shared-store';
import { catalogueDomain } from './modules/catalogue';
import { dashboardDomain } from './modules/dashboard';
import { eventsDomain } from './modules/events';
import { createPublicEventFastPath } from './modules/events/public-event-fast-path';
import { guestsDomain } from './modules/guests';
import { healthDomain } from './modules/health';
import { invitationsDomain } from './modules/invitations';
import { invitationGuestDomain } from './modules/invitations/guest-domain';
import { lookupsDomain } from './modules/lookups';
import { mediaDomain } from './modules/media';
import { membersDomain } from './modules/members';
import { messagesDomain } from './modules/messages';
import { moneyDomain } from './modules/money';
import { ordersDomain } from './modules/orders';
import { partyDomain } from './modules/party';
import { privacyDomain } from './modules/privacy';
import { servicesDomain } from './modules/services';
import { createPayments, paymentRoutes } from './payments/payments';
import { authPlugin } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { documentErrorResponses } from './plugins/error-responses';
import {
  answerFrameworkError,
  registerErrorHandler,
} from './plugins/error-handler';
import { eventAccessPlugin } from './plugins/event-access';
import { registerRateLimit } from './plugins/rate-limit';
import { logRedaction } from './plugins/request-log';
import { securityHeaders } from './plugins/security-headers';
import { createMediaStorage } from './storage/create-media-storage';
import type { MediaStorage } from './storage/media-storage';

z.config(z.locales.pt());

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Default: by STORAGE_DRIVER (local disk under DATA_DIR/media, or S3). */
  storage?: MediaStorage;
  /** Fastify's logger: its level, and where the lines go (stdout unless a stream is given). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/**
 * The domains, each built once in its `modules/<domain>/index.ts` (its services, and its routes
 * registered from their contracts). The order only matters for reading.
 */
const domains = [
  healthDomain,
  accountsDomain,
  eventsDomain,
  mediaDomain,
  partyDomain,
  lookupsDomain,
  catalogueDomain,
  guestsDomain,
  invitationsDomain,
  invitationGuestDomain,
  messagesDomain,
  servicesDomain,
  ordersDomain,
  membersDomain,
  moneyDomain,
  dashboardDomain,
  privacyDomain,
];

/** Builds the api without listening: main.ts listens, tests use app.inject. */
export async function buildApp(
  options: BuildAppOptions,
): Promise<FastifyInstance> {
  const { config, database } = options;
  const storage = options.storage ?? createMediaStorage(config);
  const publicEventFastPath = createPublicEventFastPath(securityHeaders);
  const app = Fastify({
    serverFactory: publicEventFastPath.serverFactory,
    logger:
      typeof options.logger === 'object'
        ? { ...options.logger, ...logRedaction }
        : (options.logger ?? false),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  securityHeaders.register(app);
  await registerCompression(app);
  await registerDocs(app);
  documentErrorResponses(app);
  const shared = await createSharedStore({
    redisUrl: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    log: app.log,
  });
  app.addHook('onClose', () => shared.close());
  await registerRateLimit(app, shared);
  await app.register(mediaPlugin, {
    storage,
    limits: {
      image: config.MEDIA_MAX_IMAGE_BYTES,
      video: config.MEDIA_MAX_VIDEO_BYTES,
    },
    maxImagePixels: config.MEDIA_MAX_IMAGE_PIXELS,
  });

  const sessions = createSessionService(database.db, {
    ttlHours: config.SESSION_TTL_HOURS,
    idleHours: {
      user: config.SESSION_IDLE_HOURS,
      admin: config.ADMIN_SESSION_IDLE_HOURS,
    },
  });
  await app.register(authPlugin, { sessions });
  await app.register(eventAccessPlugin, { db: database.db });
  const mailer = createMailer(config);
  // Every e-mail goes through the outbox (mail/outbox.ts); this instance delivers it too
  // unless OUTBOX_POLL_SECONDS=0.
  if (config.OUTBOX_POLL_SECONDS > 0) {
    const outboxWorker = createOutboxWorker({
      db: database.db,
      mailer,
      log: app.log,
      messageIdDomain: mailDomainOf(config.MAIL_FROM),
      pollMs: config.OUTBOX_POLL_SECONDS * 1000,
      maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    });
    app.addHook('onReady', async () => outboxWorker.start());
    app.addHook('onClose', () => outboxWorker.stop());
  }
  const publicEvents = createPublicEventChannel({ database, log: app.log });
  await publicEvents.start();
  app.addHook('onClose', () => publicEvents.stop());
  const deps: AppDeps = {
    db: database.db,
    database,
    config,
    storage,
    sessions,
    /** The configured payment provider and the payable targets ('ord', 'svc') it settles. */
    payments: createPayments(config),
    mailer,
    shared,
    publicEvents,
    publicEventFastPath,
  };

  await storage.serve(app);
  for (const domain of domains) await app.register(domain, deps);
  await app.register(paymentRoutes, deps);

  return app;
}
