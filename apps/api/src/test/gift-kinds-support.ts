import type {
  OwnGiftFormInput,
  OwnGiftWriteResponse,
} from '@celebra/contracts';
import type { FastifyInstance } from 'fastify';
import type { TestHost } from './factories';

/** Creates one of the host's own gifts through the api (JSON form) and answers its id. */
export async function createOwnGift(
  app: FastifyInstance,
  host: TestHost,
  form: OwnGiftFormInput,
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/users/gifts/${host.event.id}/own`,
    headers: host.headers,
    payload: form,
  });
  if (response.statusCode !== 200)
    throw new Error(
      `own gift answered ${response.statusCode}: ${response.body}`,
    );
  const { gifts } = response.json<OwnGiftWriteResponse>();
  const created = gifts.filter((gift) => gift.own).at(-1);
  if (!created) throw new Error('own gift missing from the list');
  return created.id;
}

/**
 * A purchase body of one line: `amount` for a free-value gift, else the unit or share price
 * the guest saw (`expectedPrice`).
 */
export function oneLinePurchase(
  host: TestHost,
  line: {
    id: number;
    quantity?: number;
    /** A number; text only to check that it is refused. */
    amount?: number | string;
    expectedPrice?: number;
  },
) {
  return {
    eventId: host.event.id,
    guestName: 'Carla Mendes',
    guestContact: 'carla@example.com',
    items: [{ quantity: 1, ...line }],
  };
}
