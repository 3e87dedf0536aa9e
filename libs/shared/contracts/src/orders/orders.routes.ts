import { defineRoute } from '../http/route-contract';
import { sitePasswordRequiredResponseSchema } from '../events/public-site.schema';
import {
  orderStatusParamsSchema,
  orderStatusQuerySchema,
  orderStatusResponseSchema,
} from './order-status.schema';
import {
  purchaseBodySchema,
  purchaseHeadersSchema,
  purchaseResponseSchema,
} from './orders.schema';
import { orderPixResponseSchema } from './pix.schema';

/** A guest's gifts bought on the public site: the purchase, then its status and Pix charge. */
export const ordersRoutes = {
  purchase: defineRoute({
    method: 'POST',
    path: '/api/guests/purchase',
    access: 'public',
    tags: ['guests'],
    description:
      "Creates a PENDING order priced from the database and answers the payment link. Each line carries `expectedPrice` (centavos), the unit or share price the guest saw; a free-value gift takes `amount` (centavos) instead. A price that is no longer the gift's, a gift no longer on the list and shares of a gift in shares beyond those left answer 409. A password-protected site needs the X-Site-Access header. With an Idempotency-Key (UUID) a retry answers the same order and link.",
    headers: purchaseHeadersSchema,
    body: purchaseBodySchema,
    response: purchaseResponseSchema,
    errors: [403, 404, 409, 502],
    responses: { 401: sitePasswordRequiredResponseSchema },
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/guests/orders/:orderId/status',
    access: 'public',
    tags: ['guests'],
    description:
      "The guest's order on the 'Obrigado!' page: status, gifts, amount charged, note. `token` is the purchase's statusToken; a missing or wrong token answers 404 like an unknown order.",
    params: orderStatusParamsSchema,
    query: orderStatusQuerySchema,
    response: orderStatusResponseSchema,
  }),
  pix: defineRoute({
    method: 'GET',
    path: '/api/guests/orders/:orderId/pix',
    access: 'public',
    tags: ['guests'],
    description:
      "The order's current Pix charge (BR Code, QR image when the provider gives one, expiry, the demonstration link with the local provider). `token` is the purchase's statusToken; a missing or wrong token answers 404. An order paid by card answers 409.",
    params: orderStatusParamsSchema,
    query: orderStatusQuerySchema,
    response: orderPixResponseSchema,
    errors: [409],
  }),
  renewPix: defineRoute({
    method: 'POST',
    path: '/api/guests/orders/:orderId/pix',
    access: 'public',
    tags: ['guests'],
    description:
      'A new Pix charge for a PENDING order whose charge expired (new idempotency key at the provider); while the current charge can still be paid, answers it. 409 when the order no longer waits for a payment or is paid by card; 502 when the provider fails (the order stays open).',
    params: orderStatusParamsSchema,
    query: orderStatusQuerySchema,
    response: orderPixResponseSchema,
    errors: [409, 502],
  }),
};
