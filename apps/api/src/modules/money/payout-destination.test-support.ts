import type { PayoutDestinationFormInput } from '@celebra/contracts';
import { type Db, outbox } from '@celebra/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestHost } from '../../test/factories';

/** A Pix key of type CPF, as a host types it. */
export const pixCpfDestination = {
  kind: 'PIX',
  pixKeyType: 'CPF',
  pixKey: '529.982.247-25',
  holderName: 'Ana Souza',
  holderDocument: '529.982.247-25',
} as const satisfies PayoutDestinationFormInput;

/** A checking account at Banco do Brasil. */
export const bankDestination = {
  kind: 'BANK',
  bankCode: '001',
  agency: '1234',
  account: '123456',
  accountDigit: '7',
  accountType: 'CHECKING',
  holderName: 'Ana Souza',
  holderDocument: '11.222.333/0001-81',
} as const satisfies PayoutDestinationFormInput;

/** A Pix end-to-end id, as the admin copies it from the bank's receipt. */
export const PIX_END_TO_END_ID = 'E18236120202607011230s0123456789';

/**
 * Confirms the host's password through the api: their session may then set the destination
 * and ask for payouts for 10 minutes.
 */
export async function confirmPassword(app: FastifyInstance, host: TestHost) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/reauthenticate',
    headers: host.headers,
    payload: { password: host.user.password },
  });
  if (response.statusCode !== 200)
    throw new Error(
      `confirming the password answered ${response.statusCode}: ${response.body}`,
    );
}

/** Saves the event's payout destination through the api, as its host (password confirmed). */
export async function givePayoutDestination(
  app: FastifyInstance,
  host: TestHost,
  destination: PayoutDestinationFormInput = pixCpfDestination,
) {
  await confirmPassword(app, host);
  const response = await app.inject({
    method: 'PUT',
    url: `/api/users/events/${host.event.id}/payout-destination`,
    headers: host.headers,
    payload: destination,
  });
  if (response.statusCode !== 200)
    throw new Error(
      `saving the destination answered ${response.statusCode}: ${response.body}`,
    );
  return response;
}

/** Asks for a payout through the api, as the owner with the password confirmed: the answer. */
export async function askForPayout(app: FastifyInstance, host: TestHost) {
  await confirmPassword(app, host);
  return app.inject({
    method: 'POST',
    url: `/api/users/events/${host.event.id}/payout-requests`,
    headers: host.headers,
  });
}

/** Asks for a payout that must be created (201): the new payout's id. */
export async function requestPayoutAs(app: FastifyInstance, host: TestHost) {
  const response = await askForPayout(app, host);
  if (response.statusCode !== 201)
    throw new Error(
      `asking for a payout answered ${response.statusCode}: ${response.body}`,
    );
  return response.json<{ payout: { id: number } }>().payout;
}

/** The e-mails queued for `recipient`, oldest first. */
export function outboxFor(db: Db, recipient: string) {
  return db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(asc(outbox.id));
}
