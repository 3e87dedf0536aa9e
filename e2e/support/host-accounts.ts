import { itemAt } from '@celebra/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { hostHeader, nodeUrl, usersUrl } from './urls';

/** A host registered through the api for one test. */
export type HostAccount = {
  token: string;
  id: number;
  email: string;
  password: string;
  slug: string;
  title: string;
  eventId: number;
};

type Json = Record<string, unknown>;

async function getJson(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<Json> {
  const response = await request.get(nodeUrl(path), {
    headers: { ...hostHeader('users'), ...headers },
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as Json;
}

/** A unique lower-case label for slugs and e-mails. */
export function uniqueLabel(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** Registers a new host with the first catalogue type, category and four gifts. */
export async function registerHost(
  request: APIRequestContext,
  prefix = 'e2e-host',
): Promise<HostAccount> {
  const label = uniqueLabel(prefix);
  const { eventTypes } = (await getJson(request, '/api/users/event-types')) as {
    eventTypes: { id: number }[];
  };
  const { categories } = (await getJson(
    request,
    `/api/users/event-categories?event_type_id=${itemAt(eventTypes, 0).id}`,
  )) as { categories: { id: number }[] };
  const { gifts } = (await getJson(
    request,
    `/api/users/fetch-gifts-slug?event_category_id=${itemAt(categories, 0).id}&slug=${label}`,
  )) as { gifts: { id: number }[] };
  const account = {
    email: `${label}@example.com`,
    password: 'Segredo123',
    slug: label,
    title: `Festa ${label}`,
  };
  const response = await request.post(nodeUrl('/api/users/register'), {
    headers: hostHeader('users'),
    data: {
      eventType: itemAt(eventTypes, 0).id,
      event: itemAt(categories, 0).id,
      title: account.title,
      subtitle: 'Celebre com a gente',
      slug: account.slug,
      giftList: gifts.slice(0, 4).map((gift) => gift.id),
      firstName: 'Teste',
      lastName: 'Anfitrião',
      phoneNumber: '(11) 98765-4321',
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token, id } = (await response.json()) as {
    token: string;
    id: number;
  };
  const me = (await getJson(request, '/api/users/me', {
    authorization: `Bearer ${token}`,
    'x-user-id': String(id),
  })) as { event: { id: number } };
  return { ...account, token, id, eventId: me.event.id };
}

/** Opens `path` of the host app already signed in as `host`. */
export async function openSignedIn(
  page: Page,
  host: HostAccount,
  path = '/',
): Promise<void> {
  await page.goto(usersUrl('/login'));
  await page.evaluate(
    ({ token, id }) => {
      localStorage.setItem('userToken', token);
      localStorage.setItem('userId', String(id));
    },
    { token: host.token, id: host.id },
  );
  await page.goto(usersUrl(path));
}

/** A guest order of the host's first gift; answers the local checkout link. */
export async function orderFirstGift(
  request: APIRequestContext,
  host: HostAccount,
  guestName: string,
  guestNote?: string,
): Promise<string> {
  const { event } = (await (
    await request.get(nodeUrl(`/api/guests/event/${host.slug}`), {
      headers: hostHeader('site'),
    })
  ).json()) as {
    event: { id: number; gifts: { id: number; price: number }[] };
  };
  const gift = itemAt(event.gifts, 0);
  const response = await request.post(nodeUrl('/api/guests/purchase'), {
    headers: hostHeader('site'),
    data: {
      // A catalogue gift (fixed price): the price the site shows.
      items: [{ id: gift.id, quantity: 1, expectedPrice: gift.price }],
      eventId: event.id,
      guestName,
      guestContact: 'convidado@example.com',
      guestNote,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { paymentLink: string }).paymentLink;
}

export { expectNoAxeViolations } from './axe';
