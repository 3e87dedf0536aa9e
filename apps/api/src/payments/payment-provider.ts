/** One line of a hosted checkout; prices in centavos. */
export interface CheckoutItem {
  id: string;
  title: string;
  quantity: number;
  /** Centavos. */
  unitPrice: number;
  pictureUrl?: string;
}

export interface CheckoutRequest {
  /** Our reference, unique: 'ord_<id>_<rand>' or 'svc_<id>_<rand>' (see makePaymentReference). */
  reference: string;
  title: string;
  items: CheckoutItem[];
  /** Centavos: what the payer pays. */
  amount: number;
  payerEmail?: string;
  /** Where the payer is sent back to after paying (the event site, the host app…). */
  returnUrl: string;
  expiresAt: Date;
  /**
   * Public origin (`https://site.example.com`) the payer's browser reached the api through;
   * links to our own pages (local checkout, webhooks) are built on it. Default: the site
   * origin from PUBLIC_PROTOCOL and PUBLIC_BASE_DOMAIN. See publicOriginOf().
   */
  publicOrigin?: string;
}

export interface CheckoutResult {
  paymentLink: string;
  /**
   * What to store in `provider_reference` and what `PayableTarget.settle` receives: always the
   * request's `reference` (Mercado Pago echoes it as external_reference).
   */
  providerReference: string;
  /** The provider's own id of the checkout (Mercado Pago preference id), for logs. */
  providerCheckoutId?: string;
}

/** An inline Pix charge for one order: paid from the guest's bank app, settled by webhook. */
export interface PixChargeRequest {
  /** Our reference of the order (echoed back by the webhook, as for a checkout). */
  reference: string;
  /** 1 for the first charge of the reference, one more for each renewal after an expiry. */
  attempt: number;
  description: string;
  /** Centavos. */
  amount: number;
  payerEmail?: string;
  /** The order's 'Obrigado!' page (the local demonstration page links back to it). */
  returnUrl: string;
  /** When the charge stops being payable. */
  expiresAt: Date;
  publicOrigin?: string;
}

export interface PixCharge {
  /** The BR Code ('Pix copia e cola'). */
  copyPaste: string;
  /** A PNG of the QR code, base64, when the provider draws one. */
  qrCodeBase64: string | null;
  expiresAt: Date;
  /** A page of the provider for this charge (local: the demonstration page; Mercado Pago: ticket_url). */
  paymentLink: string | null;
  /** The provider's id of the charge (Mercado Pago payment id), for logs. */
  providerChargeId: string | null;
}

export type PaymentOutcome = 'approved' | 'refused' | 'cancelled' | 'pending';

export type PaymentProviderName = 'local' | 'mercadopago';

/** What a webhook route hands to its provider: the request as received, body unparsed. */
export interface WebhookInput {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  rawBody: string;
}

/** A verified notification, with the outcome known (read back from the provider when needed). */
export interface PaymentNotification {
  /** Deduplication key, unique per provider (payment_events.provider_event_id). */
  eventId: string;
  type: string;
  /** Our reference (CheckoutRequest.reference), or null when the provider gave none. */
  reference: string | null;
  outcome: PaymentOutcome;
  payload: unknown;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Idempotent per `reference`: calling it again for the same reference (a retried purchase)
   * answers the same checkout. Mercado Pago gets `providerIdempotencyKey(reference)` as its
   * X-Idempotency-Key; the local provider's link is a function of the reference.
   */
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  /**
   * Opens an inline Pix charge. Idempotent per (`reference`, `attempt`): Mercado Pago gets
   * `pixIdempotencyKey(reference, attempt)` as its X-Idempotency-Key, so a retried call answers
   * the same payment and a renewal (next attempt) opens a new one. Throws CheckoutFailedError.
   */
  createPixCharge(request: PixChargeRequest): Promise<PixCharge>;
  /**
   * Verifies the signature and parses the notification (Mercado Pago: then reads the payment
   * back from its API). Throws WebhookRejectedError (→ 401) for a missing, bad or stale
   * signature or a malformed body; other errors mean the provider could not be reached (→ 5xx,
   * so the provider retries).
   */
  receiveWebhook(input: WebhookInput, now: Date): Promise<PaymentNotification>;
}

/** The notification is not authentic (or unreadable): answer 401 and change nothing. */
export class WebhookRejectedError extends Error {
  override readonly name = 'WebhookRejectedError';
}

/** The provider refused or failed to create a checkout. */
export class CheckoutFailedError extends Error {
  override readonly name = 'CheckoutFailedError';
}
