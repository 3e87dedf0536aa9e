import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { getSlugAvailability } from './get-slug-availability';

describe('getSlugAvailability', () => {
  it('asks without a session and parses the answer', async () => {
    const answer = {
      success: true,
      slug: 'ana-e-bruno',
      available: false,
      message: 'O link está em uso, por favor, crie outro.',
    };
    const fetch = fakeFetch(() => fakeResponse(200, answer));
    const storage = memoryStorage();
    storage.setItem('userToken', 'tok');
    storage.setItem('userId', '3');
    const client = createApiClient({ storage, fetchImpl: fetch.impl });

    await expect(
      getSlugAvailability({ slug: 'ana-e-bruno' }, client),
    ).resolves.toEqual(answer);
    expect(fetch.calls[0].url).toBe(
      '/api/users/slug-availability?slug=ana-e-bruno',
    );
    expect(fetch.calls[0].init.headers).not.toHaveProperty('Authorization');
  });
});
