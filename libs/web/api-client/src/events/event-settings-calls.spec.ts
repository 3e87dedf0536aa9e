import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { getEventSettings } from './get-event-settings';
import { updateEventSettings } from './update-event-settings';

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

const toggles = {
  showGiftList: true,
  showGuestMessages: true,
  showEventInfo: false,
  allowGuestConfirmation: true,
};
const settings = {
  ...toggles,
  slug: 'ana',
  hasPassword: false,
  guestPaysFee: false,
};

describe('event settings calls', () => {
  it('getEventSettings loads /users/event/{eventId}/settings', async () => {
    const { client, calls } = setup({ success: true, settings });
    await expect(getEventSettings(2, client)).resolves.toEqual({
      success: true,
      settings,
    });
    expect(calls[0].url).toBe('/api/users/event/2/settings');
  });

  it('updateEventSettings puts the settings; a 409 throws its message', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'Configurações do evento salvas com sucesso.',
      settings,
    });
    await updateEventSettings(2, { ...toggles, slug: 'ana' }, client);
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      ...toggles,
      slug: 'ana',
    });

    const taken = setup(
      {
        success: false,
        message: 'O link está em uso, por favor, crie outro.',
      },
      409,
    );
    await expect(
      updateEventSettings(2, { ...toggles, slug: 'bia' }, taken.client),
    ).rejects.toMatchObject({
      status: 409,
      message: 'O link está em uso, por favor, crie outro.',
    });
  });
});
