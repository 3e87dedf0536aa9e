import { paymentsRoutes, type WebhookResult } from '@celebra/contracts';
import { apiTexts } from '@celebra/contracts/api-texts';
import type { Db } from '@celebra/db';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import {
  type PaymentProvider,
  type PaymentProviderName,
  WebhookRejectedError,
} from '../payment-provider';
import type { SettlementRegistry } from '../settlement';
import { processNotification } from './process-notification';

const RESULT_MESSAGES: Record<WebhookResult, string> = {
  processed: apiTexts.server.webhookProcessed,
  ignored: apiTexts.server.webhookProcessed,
  already_processed: apiTexts.server.webhookDuplicate,
  unknown_reference: apiTexts.server.webhookUnknownReference,
};

/** The notification route of each provider; only the configured provider's is served. */
const webhookRouteOf = {
  local: paymentsRoutes.localWebhook,
  mercadopago: paymentsRoutes.mercadopagoWebhook,
} satisfies Record<PaymentProviderName, unknown>;

/**
 * `POST /api/webhooks/<provider>` of the configured provider. The body is kept as the raw
 * string (the signature covers its exact bytes), so this plugin's JSON parser returns it
 * unparsed; it is registered in its own encapsulated scope and affects no other route.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    provider: PaymentProvider;
    settlement: SettlementRegistry;
    now?: () => Date;
  },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  route(app, webhookRouteOf[deps.provider.name], async (request) => {
    const rawBody = typeof request.body === 'string' ? request.body : '';
    let notification;
    try {
      notification = await deps.provider.receiveWebhook(
        {
          headers: request.headers,
          query: request.query as Record<string, unknown>,
          rawBody,
        },
        deps.now?.() ?? new Date(),
      );
    } catch (error) {
      if (error instanceof WebhookRejectedError) {
        request.log.warn(
          { reason: error.message },
          'payment notification rejected',
        );
        throw new AppError('UNAUTHORIZED', apiTexts.server.invalidSignature);
      }
      throw error;
    }
    const result = await processNotification(
      { db: deps.db, settlement: deps.settlement, log: request.log },
      deps.provider.name,
      notification,
    );
    return {
      success: true as const,
      result,
      message: RESULT_MESSAGES[result],
    };
  });
}
