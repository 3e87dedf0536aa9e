import { randomUUID } from 'node:crypto';
import type { Db } from '@celebra/db';
import { type LocalCheckoutQuery, paymentsRoutes } from '@celebra/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import { route, type RouteRequest } from '../../http/route';
import { appOrigin, publicOriginOf } from '../public-origin';
import { deliverLocalWebhook } from './deliver-local-webhook';
import {
  type LocalCheckout,
  findLocalCheckout,
} from './local-checkout.repository';
import {
  type BackLink,
  LOCAL_CHECKOUT_CSP,
  renderCheckoutPage,
  renderMessagePage,
} from './local-checkout.page';
import { localCheckoutTexts as t } from './local-checkout.texts';
import { localCheckoutPath } from './local-provider';
import { openReturnUrl } from './local-return';

type CheckoutQuery = LocalCheckoutQuery;
/** The request of any page of the checkout: the reference, and the sealed `return` address. */
type LocalCheckoutRequest = RouteRequest<typeof paymentsRoutes.localCheckout>;

type Deps = {
  db: Db;
  config: Pick<
    Config,
    | 'LOCAL_PAYMENT_SECRET'
    | 'PUBLIC_PROTOCOL'
    | 'PUBLIC_BASE_DOMAIN'
    | 'CARD_MAX_INSTALLMENTS'
  >;
  now?: () => Date;
};

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', LOCAL_CHECKOUT_CSP)
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * The demonstration checkout (PAYMENT_PROVIDER=local): GET shows the payment, POST …/pay and
 * …/refuse post the signed webhook to POST /api/webhooks/local and redirect back to the page,
 * which then shows the result. The way back is the checkout's return address when the link
 * carries one (an order: its 'Obrigado!' page), else the event site or the host's services.
 */
export async function localCheckoutRoutes(app: FastifyInstance, deps: Deps) {
  const now = () => deps.now?.() ?? new Date();

  // The buttons post empty forms: accept the content type, ignore the body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  function backLink(checkout: LocalCheckout, query: CheckoutQuery): BackLink {
    const returnUrl = openReturnUrl(
      query.return,
      deps.config.LOCAL_PAYMENT_SECRET,
    );
    if (returnUrl)
      return {
        href: returnUrl,
        label: checkout.kind === 'order' ? t.backToSite : t.backToHost,
      };
    return checkout.kind === 'order'
      ? {
          href: `${appOrigin(deps.config, 'site')}/${checkout.eventSlug}`,
          label: t.backToSite,
        }
      : {
          href: `${appOrigin(deps.config, 'users')}/service-package`,
          label: t.backToHost,
        };
  }

  function isOpen(checkout: LocalCheckout): boolean {
    return (
      checkout.state === 'pending' &&
      (!checkout.expiresAt || checkout.expiresAt > now())
    );
  }

  /** The page of a checkout that can no longer be paid (or of none). */
  function closedPage(
    query: CheckoutQuery,
    reply: FastifyReply,
    checkout: LocalCheckout | undefined,
  ) {
    if (!checkout)
      return sendHtml(
        reply,
        404,
        renderMessagePage(t.notFoundTitle, t.notFoundText),
      );
    const back = backLink(checkout, query);
    if (checkout.state === 'approved')
      return sendHtml(
        reply,
        200,
        renderMessagePage(
          t.approvedTitle,
          checkout.kind === 'order' ? t.approvedOrder : t.approvedService,
          back,
        ),
      );
    if (checkout.state === 'refused')
      return sendHtml(
        reply,
        200,
        renderMessagePage(t.refusedTitle, t.refusedText, back),
      );
    return sendHtml(
      reply,
      404,
      renderMessagePage(t.goneTitle, t.goneText, back),
    );
  }

  /** The `?return=` the page was opened with, carried by its forms and redirects. */
  const returnQuery = (query: CheckoutQuery) =>
    query.return ? `?return=${encodeURIComponent(query.return)}` : '';

  route(app, paymentsRoutes.localCheckout, async (request, reply) => {
    const { reference } = request.params;
    const checkout = await findLocalCheckout(deps.db, reference);
    if (!checkout || !isOpen(checkout))
      return closedPage(request.query, reply, checkout);
    const pagePath = localCheckoutPath(reference);
    const qrSvg =
      checkout.paymentMethod === 'CARD'
        ? ''
        : await QRCode.toString(
            `${publicOriginOf(request, deps.config)}${pagePath}${returnQuery(request.query)}`,
            { type: 'svg', margin: 1 },
          );
    return sendHtml(
      reply,
      200,
      renderCheckoutPage({
        checkout,
        pagePath,
        query: returnQuery(request.query),
        qrSvg,
        maxInstallments: deps.config.CARD_MAX_INSTALLMENTS,
        back: backLink(checkout, request.query),
      }),
    );
  });

  const decide =
    (type: 'payment.approved' | 'payment.refused') =>
    async (request: LocalCheckoutRequest, reply: FastifyReply) => {
      const { reference } = request.params;
      const checkout = await findLocalCheckout(deps.db, reference);
      if (!checkout || !isOpen(checkout))
        return closedPage(request.query, reply, checkout);
      const status = await deliverLocalWebhook(
        app,
        { id: `local_${randomUUID()}`, type, data: { reference } },
        deps.config.LOCAL_PAYMENT_SECRET,
        now(),
      );
      if (status !== 200) {
        request.log.error(
          { reference, status },
          'local payment webhook refused',
        );
        return sendHtml(
          reply,
          502,
          renderMessagePage(
            t.failedTitle,
            t.failedText,
            backLink(checkout, request.query),
          ),
        );
      }
      return reply
        .code(303)
        .header(
          'location',
          `${localCheckoutPath(reference)}${returnQuery(request.query)}`,
        )
        .send();
    };

  route(app, paymentsRoutes.localCheckoutPay, decide('payment.approved'));
  route(app, paymentsRoutes.localCheckoutRefuse, decide('payment.refused'));
}
