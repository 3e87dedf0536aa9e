import { itemAt } from '@celebra/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { hostHeader, nodeUrl } from './urls';

export type SeededHost = {
  firstName: string;
  email: string;
  slug: string;
  title: string;
};

type Catalogue = { eventType: number; category: number; gifts: number[] };

async function readCatalogue(
  request: APIRequestContext,
  slug: string,
): Promise<Catalogue> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(nodeUrl(path), {
      headers: hostHeader('users'),
    });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const { eventTypes } = await get<{ eventTypes: { id: number }[] }>(
    '/api/users/event-types',
  );
  const { categories } = await get<{ categories: { id: number }[] }>(
    `/api/users/event-categories?event_type_id=${itemAt(eventTypes, 0).id}`,
  );
  const { gifts } = await get<{ gifts: { id: number }[] }>(
    `/api/users/fetch-gifts-slug?event_category_id=${itemAt(categories, 0).id}&slug=${slug}`,
  );
  return {
    eventType: itemAt(eventTypes, 0).id,
    category: itemAt(categories, 0).id,
    gifts: gifts.slice(0, 4).map((gift) => gift.id),
  };
}

/**
 * Registers `count` hosts (one user and one event each) whose e-mail, slug, title and first
 * name all contain `label`, so a filter on it finds exactly them.
 */
export async function registerHosts(
  request: APIRequestContext,
  label: string,
  count: number,
): Promise<SeededHost[]> {
  const catalogue = await readCatalogue(request, `${label}-0`);
  const hosts: SeededHost[] = [];
  for (let index = 0; index < count; index += 1) {
    const key = `${label}-${String(index).padStart(2, '0')}`;
    const host = {
      firstName: `Lista${label.replace(/[^a-z0-9]/gi, '')}`,
      email: `${key}@example.com`,
      slug: key,
      title: `Festa ${key}`,
    };
    const response = await request.post(nodeUrl('/api/users/register'), {
      headers: hostHeader('users'),
      data: {
        eventType: catalogue.eventType,
        event: catalogue.category,
        title: host.title,
        subtitle: 'Celebre com a gente',
        slug: host.slug,
        giftList: catalogue.gifts,
        firstName: host.firstName,
        lastName: `Número ${index}`,
        phoneNumber: '(11) 98765-4321',
        email: host.email,
        password: 'Segredo123',
        confirmPassword: 'Segredo123',
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    hosts.push(host);
  }
  return hosts;
}
