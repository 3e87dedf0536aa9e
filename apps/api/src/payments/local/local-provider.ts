import {
  type LocalWebhookBody,
  localWebhookBodySchema,
} from '@celebra/contracts';
import {
  type PaymentNotification,
  type PaymentProvider,
  WebhookRejectedError,
} from '../payment-provider';
import { headerValue } from '../hmac';
import { localPixCode } from './local-pix';
import { sealReturnUrl } from './local-return';
import { verifyLocalSignature } from './local-signature';

/** Path of the demonstration checkout page of a reference. */
export function localCheckoutPath(reference: string): string {
  return `/api/payments/local/${encodeURIComponent(reference)}`;
}

const OUTCOME = {
  'payment.approved': 'approved',
  'payment.refused': 'refused',
} as const satisfies Record<LocalWebhookBody['type'], string>;

/**
 * The built-in demonstration provider: the checkout is a page of this api whose
 * "Pagar" and "Recusar" buttons post a signed webhook to POST /api/webhooks/local. The link
 * carries the request's return address sealed (`?return=`, see local-return.ts): the page's
 * way back leads there.
 */
export function createLocalProvider(deps: {
  secret: string;
  /** Used when a checkout request carries no publicOrigin. */
  defaultOrigin: string;
}): PaymentProvider {
  const checkoutLink = (request: {
    reference: string;
    returnUrl: string;
    publicOrigin?: string;
  }) =>
    `${request.publicOrigin ?? deps.defaultOrigin}${localCheckoutPath(request.reference)}?return=${sealReturnUrl(request.returnUrl, deps.secret)}`;
  return {
    name: 'local',
    async createCheckout(request) {
      return {
        paymentLink: checkoutLink(request),
        providerReference: request.reference,
      };
    },
    // A real BR Code (to a demonstration key nobody holds) beside the demonstration page,
    // whose 'Pagar' settles the order as a bank would.
    async createPixCharge(request) {
      return {
        copyPaste: localPixCode(request),
        qrCodeBase64: null,
        expiresAt: request.expiresAt,
        paymentLink: checkoutLink(request),
        providerChargeId: null,
      };
    },
    async receiveWebhook(input, now): Promise<PaymentNotification> {
      verifyLocalSignature(
        headerValue(input.headers, 'x-signature'),
        input.rawBody,
        deps.secret,
        now,
      );
      let json: unknown;
      try {
        json = JSON.parse(input.rawBody);
      } catch {
        throw new WebhookRejectedError('body is not JSON');
      }
      const parsed = localWebhookBodySchema.safeParse(json);
      if (!parsed.success) throw new WebhookRejectedError('unexpected body');
      const body = parsed.data;
      return {
        eventId: body.id,
        type: body.type,
        reference: body.data.reference,
        outcome: OUTCOME[body.type],
        payload: body,
      };
    },
  };
}
