import { type APIRequestContext, expect } from '@playwright/test';
import { hostAuth } from './admin-session';
import { type HostAccount, orderFirstGift } from './host-accounts';
import { hostHeader, nodeUrl } from './urls';

export type Balances = {
  totalReceived: number;
  totalTransferred: number;
  totalPending: number;
  totalAvailable: number;
};

/**
 * A guest (contact convidado@example.com, with the optional note) buys the host's first gift
 * and pays it with the local checkout's 'Pagar' button.
 */
export async function paidOrder(
  request: APIRequestContext,
  host: HostAccount,
  guestName: string,
  guestNote?: string,
): Promise<void> {
  const paymentLink = await orderFirstGift(request, host, guestName, guestNote);
  const response = await request.post(
    nodeUrl(`${new URL(paymentLink).pathname}/pay`),
    {
      headers: hostHeader('site'),
      form: {},
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

/** The host's balances (GET …/transactions). */
export async function hostBalances(
  request: APIRequestContext,
  host: HostAccount,
): Promise<Balances> {
  const response = await request.get(
    nodeUrl(`/api/users/events/${host.eventId}/transactions`),
    { headers: hostAuth(host) },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Balances;
}

/** A Pix key (a valid CPF) and its holder, as a couple would give them. */
export const pixDestination = {
  kind: 'PIX',
  pixKeyType: 'CPF',
  pixKey: '529.982.247-25',
  holderName: 'Ana Souza Lima',
  holderDocument: '529.982.247-25',
} as const;

/** A Pix end-to-end id, as the admin's bank shows it after the transfer. */
export const pixEndToEndId = 'E18236120202611231530s0123456789';

/** The host confirms their password: the payout calls need it within 10 minutes. */
export async function confirmPassword(
  request: APIRequestContext,
  host: HostAccount,
): Promise<void> {
  const response = await request.post(nodeUrl('/api/users/reauthenticate'), {
    headers: hostAuth(host),
    data: { password: host.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The host saves where payouts go (PUT …/payout-destination), after confirming the password. */
export async function setPayoutDestination(
  request: APIRequestContext,
  host: HostAccount,
  destination: Record<string, string> = pixDestination,
): Promise<void> {
  await confirmPassword(request, host);
  const response = await request.put(
    nodeUrl(`/api/users/events/${host.eventId}/payout-destination`),
    { headers: hostAuth(host), data: destination },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * The host asks for the whole available balance (after saving a Pix destination, which a
 * payout needs); answers the payout id.
 */
export async function requestPayout(
  request: APIRequestContext,
  host: HostAccount,
): Promise<{ id: number; requestedAmount: number }> {
  await setPayoutDestination(request, host);
  const response = await request.post(
    nodeUrl(`/api/users/events/${host.eventId}/payout-requests`),
    { headers: hostAuth(host), data: {} },
  );
  expect(response.ok(), await response.text()).toBe(true);
  return (
    (await response.json()) as {
      payout: { id: number; requestedAmount: number };
    }
  ).payout;
}
