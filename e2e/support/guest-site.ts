import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { HostAccount } from './host-accounts';
import { hostHeader, nodeUrl } from './urls';

export const demoHost = { email: 'demo@celebra.dev', password: 'Demo1234' };

export type HostSession = { token: string; id: number; eventId: number };

const authHeaders = ({ token, id }: { token: string; id: number }) => ({
  ...hostHeader('users'),
  authorization: `Bearer ${token}`,
  'x-user-id': String(id),
});

/** Signs a host in through the api and finds their event. */
export async function signInHost(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<HostSession> {
  const login = await request.post(nodeUrl('/api/users/login'), {
    headers: hostHeader('users'),
    data: credentials,
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token, id } = (await login.json()) as { token: string; id: number };
  const me = await request.get(nodeUrl('/api/users/me'), {
    headers: authHeaders({ token, id }),
  });
  const { event } = (await me.json()) as { event: { id: number } };
  return { token, id, eventId: event.id };
}

/** A GET of the host area, answered as JSON. */
export async function hostGet<T>(
  request: APIRequestContext,
  host: HostSession | HostAccount,
  path: string,
): Promise<T> {
  const response = await request.get(nodeUrl(path), {
    headers: authHeaders(host),
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

type Toggles = {
  showGiftList: boolean;
  showGuestMessages: boolean;
  showEventInfo: boolean;
  allowGuestConfirmation: boolean;
};

/** Saves the host's site settings (toggles, and a password when given). */
export async function saveSettings(
  request: APIRequestContext,
  host: HostAccount,
  settings: Toggles & { password?: string },
): Promise<void> {
  const response = await request.put(
    nodeUrl(`/api/users/event/${host.eventId}/settings`),
    { headers: authHeaders(host), data: { slug: host.slug, ...settings } },
  );
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Contracts a service of `type` for the host's event: the purchase through the api, then the
 * local provider's "Pagar" (which posts the signed webhook).
 */
export async function contractService(
  request: APIRequestContext,
  host: HostAccount,
  type: 'PASSWORD' | 'PAGE',
): Promise<void> {
  const { services } = await hostGet<{
    services: { turbo: { id: number; type: string }[] };
  }>(request, host, `/api/users/events/${host.eventId}/services`);
  const service = services.turbo.find((candidate) => candidate.type === type);
  expect(service, `a ${type} service on offer`).toBeTruthy();
  const purchase = await request.post(nodeUrl('/api/users/services/purchase'), {
    headers: authHeaders(host),
    data: { serviceId: service?.id, eventId: host.eventId },
  });
  expect(purchase.ok(), await purchase.text()).toBe(true);
  const { paymentLink } = (await purchase.json()) as { paymentLink: string };
  const { pathname } = new URL(paymentLink);
  const pay = await request.post(nodeUrl(`${pathname}/pay`), {
    headers: hostHeader('site'),
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
}

/** The BRL text of the cart summary line `term` ('Total', 'Total a pagar', …). */
export function cartAmount(page: Page, term: string) {
  return page
    .getByRole('dialog', { name: 'Presentes Selecionados' })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Waits for the whole event page (the sections below the hero follow the banner). */
export async function openEventPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('contentinfo')).toContainText('Ambiente seguro');
}

/**
 * On an order's Pix screen: pays through the demonstration page's 'Pagar' (it opens in a new
 * tab), then waits for the screen to become 'Obrigado!' with the payment confirmed.
 */
export async function payOnDemonstrationPage(page: Page): Promise<void> {
  const demo = page.getByRole('complementary', { name: 'Demonstração' });
  const [checkout] = await Promise.all([
    page.context().waitForEvent('page'),
    demo
      .getByRole('link', {
        name: 'Simular o pagamento (página de demonstração)',
      })
      .click(),
  ]);
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  await expect(checkout.getByText('Pagamento aprovado!')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Obrigado!' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Pagamento confirmado!')).toBeVisible();
  await checkout.close();
}
