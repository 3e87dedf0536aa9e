import { lookupsRoutes, itemAt } from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';

const setup = (status: number, body: unknown) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

const address = {
  postalCode: '01001-000',
  street: 'Praça da Sé',
  district: 'Sé',
  city: 'São Paulo',
  state: 'SP',
  fullAddress: 'Praça da Sé, Sé, São Paulo, SP',
};

describe('lookup calls', () => {
  it('cep asks /users/lookup/cep/{cep} with the host session', async () => {
    const { client, calls } = setup(200, { success: true, address });

    await expect(
      callRoute(lookupsRoutes.cep, { params: { cep: '01001-000' } }, client),
    ).resolves.toEqual({
      success: true,
      address,
    });
    expect(calls[0]?.url).toBe('/api/users/lookup/cep/01001-000');
    expect(calls[0]?.init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Id': '7',
    });
  });

  it('cep rejects with the server message when the CEP is unknown', async () => {
    const { client } = setup(404, {
      success: false,
      message: 'CEP não encontrado.',
    });

    await expect(
      callRoute(lookupsRoutes.cep, { params: { cep: '99999-999' } }, client),
    ).rejects.toMatchObject({
      status: 404,
      message: 'CEP não encontrado.',
    });
  });

  it('geocode sends the address as q and reads numeric coordinates', async () => {
    const location = {
      latitude: -23.55,
      longitude: -46.63,
      displayName: 'Praça da Sé, São Paulo',
    };
    const { client, calls } = setup(200, { success: true, location });

    await expect(
      callRoute(
        lookupsRoutes.geocode,
        { query: { q: 'Praça da Sé, Sé, São Paulo, SP' } },
        client,
      ),
    ).resolves.toEqual({ success: true, location });
    const url = new URL(itemAt(calls, 0).url, 'http://users.localhost');
    expect(url.pathname).toBe('/api/users/lookup/geocode');
    expect(url.searchParams.get('q')).toBe('Praça da Sé, Sé, São Paulo, SP');
  });
});
