import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { createCustomPage } from './create-custom-page';
import { listCustomPages } from './list-custom-pages';
import { removeCustomPage } from './remove-custom-page';
import { updateCustomPage } from './update-custom-page';

const page = {
  id: 8,
  title: 'FAQ',
  content: 'Perguntas',
  position: 0,
  createdAt: '2026-05-01T12:00:00.000Z',
  updatedAt: '2026-05-01T12:00:00.000Z',
};

const setup = (body: unknown) => {
  const fetch = fakeFetch(() => fakeResponse(200, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

describe('custom page calls', () => {
  it('call /users/events/{eventId}/pages', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'ok',
      enabled: true,
      limit: 3,
      page,
      pages: [page],
    });
    await expect(listCustomPages(5, client)).resolves.toMatchObject({
      enabled: true,
      limit: 3,
      pages: [page],
    });
    const form = { title: 'FAQ', content: 'Perguntas' };
    await createCustomPage(5, form, client);
    await updateCustomPage(5, 8, form, client);
    await removeCustomPage(5, 8, client);
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/users/events/5/pages'],
      ['POST', '/api/users/events/5/pages'],
      ['PUT', '/api/users/events/5/pages/8'],
      ['DELETE', '/api/users/events/5/pages/8'],
    ]);
    expect(JSON.parse(String(calls[2].init.body))).toEqual(form);
  });
});
