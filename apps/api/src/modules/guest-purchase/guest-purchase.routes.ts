import {
  errorResponseSchema,
  messages,
  purchaseBodySchema,
  purchaseResponseSchema,
  sitePasswordRequiredResponseSchema,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { publicOriginOf } from '../../payments/public-origin';
import { PUBLIC_POSTS_PER_MINUTE } from '../public-site/public-site.routes';
import { siteAccessTokenOf } from '../public-site/site-access-header';
import {
  CheckoutUnavailableError,
  type GuestPurchaseService,
} from './guest-purchase.service';

/**
 * Public: POST /api/guests/purchase, limited per client address like the other guest posts.
 * A provider failure answers 502 'Erro ao prosseguir pagamento.'.
 */
export async function guestPurchaseRoutes(
  app: FastifyInstance,
  deps: {
    service: GuestPurchaseService;
    config: Pick<Config, 'PUBLIC_PROTOCOL' | 'PUBLIC_BASE_DOMAIN'>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/guests/purchase',
    {
      config: {
        rateLimit: { max: PUBLIC_POSTS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: {
        tags: ['guests'],
        description:
          'Creates a PENDING order priced from the database and answers the payment link. A password-protected site needs the X-Site-Access header.',
        body: purchaseBodySchema,
        response: {
          200: purchaseResponseSchema,
          400: errorResponseSchema,
          401: sitePasswordRequiredResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return await deps.service.purchase(request.body, {
          accessToken: siteAccessTokenOf(request),
          publicOrigin: publicOriginOf(request, deps.config),
          log: request.log,
        });
      } catch (error) {
        if (!(error instanceof CheckoutUnavailableError)) throw error;
        return reply.code(502).send({
          success: false as const,
          code: 'PAYMENT_PROVIDER',
          message: messages.hostErrors.checkout,
        });
      }
    },
  );
}
