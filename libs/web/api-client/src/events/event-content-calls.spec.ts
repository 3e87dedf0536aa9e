import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { getOwnerEvent } from './get-owner-event';
import { updateEventContent } from './update-event-content';

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

const content = {
  title: 'Ana & João',
  subtitle: 'Casamento',
  titleDescription: 'Bem-vindos',
  description: 'Texto',
  color: '#1d4ed8' as const,
};
const event = {
  id: 3,
  slug: 'ana',
  ...content,
  avatarUrl: null,
  bannerUrl: null,
};

describe('event content calls', () => {
  it('getOwnerEvent loads the event with the host session', async () => {
    const { client, calls } = setup({ success: true, event });
    await expect(getOwnerEvent(3, client)).resolves.toEqual({
      success: true,
      event,
    });
    expect(calls[0].url).toBe('/api/users/event/3');
    expect(calls[0].init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Id': '7',
    });
  });

  it('updateEventContent puts the form and surfaces field errors', async () => {
    const saved = { success: true, message: 'Informações atualizadas.', event };
    const { client, calls } = setup(saved);
    await expect(updateEventContent(3, content, client)).resolves.toEqual(
      saved,
    );
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0].init.body))).toEqual(content);

    const refused = setup(
      {
        success: false,
        message: '* Campo obrigatório',
        fieldErrors: { title: ['* Campo obrigatório'] },
      },
      400,
    );
    await expect(
      updateEventContent(3, content, refused.client),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { title: ['* Campo obrigatório'] },
    });
  });
});
