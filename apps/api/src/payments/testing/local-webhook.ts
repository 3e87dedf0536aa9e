import { randomUUID } from 'node:crypto';
import type { LocalWebhookBody } from '@celebra/contracts';
import { signLocalWebhook } from '../local/local-signature';

/** A local provider notification as the checkout page sends it: raw JSON body + x-signature. */
export function signedLocalWebhook(
  secret: string,
  reference: string,
  options: { type?: LocalWebhookBody['type']; id?: string; now?: Date } = {},
) {
  const body: LocalWebhookBody = {
    id: options.id ?? `evt_${randomUUID()}`,
    type: options.type ?? 'payment.approved',
    data: { reference },
  };
  const payload = JSON.stringify(body);
  return {
    body,
    payload,
    headers: {
      'content-type': 'application/json',
      'x-signature': signLocalWebhook(
        payload,
        secret,
        options.now ?? new Date(),
      ),
    },
  };
}
