import { servicesRoutes, itemAt } from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';

const session = { adminToken: 'adm', adminId: '2' };

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage(session),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

const service = {
  id: 7,
  name: '+20 fotos',
  description: 'Mais fotos',
  price: 1990,
  type: 'IMAGE',
  active: true,
  quantity: 20,
};
const serviceType = {
  id: 3,
  code: 'VIDEO',
  name: 'Vídeo',
  label: 'Vídeo',
  description: 'Vídeos',
  includedQuantity: 1,
  active: true,
};
const saved = { success: true, message: 'Alterações salvas com sucesso.' };

describe('admin service calls', () => {
  it('lists, gets, creates, updates and deletes packages', async () => {
    const listed = setup({ success: true, message: 'ok', services: [service] });
    expect(
      (await callRoute(servicesRoutes.adminPackages, {}, listed.client))
        .services,
    ).toEqual([service]);
    expect(listed.calls[0]?.url).toBe('/api/admin/services');

    const got = setup({ success: true, service });
    expect(
      (
        await callRoute(
          servicesRoutes.adminPackage,
          { params: { id: 7 } },
          got.client,
        )
      ).service,
    ).toEqual(service);
    expect(got.calls[0]?.url).toBe('/api/admin/services/7');

    const body = {
      name: '+20 fotos',
      description: 'Mais fotos',
      price: 1990,
      type: 'IMAGE' as const,
      active: true,
      quantity: 20,
    };
    const created = setup(saved);
    await callRoute(
      servicesRoutes.adminCreatePackage,
      { body },
      created.client,
    );
    expect(created.calls[0]).toMatchObject({
      url: '/api/admin/services',
      init: { method: 'POST' },
    });
    expect(JSON.parse(String(itemAt(created.calls, 0).init.body))).toEqual(
      body,
    );

    const updated = setup(saved);
    await callRoute(
      servicesRoutes.adminUpdatePackage,
      { params: { id: 7 }, body },
      updated.client,
    );
    expect(updated.calls[0]).toMatchObject({
      url: '/api/admin/services/7',
      init: { method: 'PUT' },
    });

    const removed = setup({ success: true, message: 'x', deactivated: false });
    expect(
      (
        await callRoute(
          servicesRoutes.adminRemovePackage,
          { params: { id: 7 } },
          removed.client,
        )
      ).deactivated,
    ).toBe(false);
    expect(removed.calls[0]?.init.method).toBe('DELETE');
  });

  it('lists, gets and updates the default service types', async () => {
    const listed = setup({ success: true, serviceTypes: [serviceType] });
    expect(
      (await callRoute(servicesRoutes.adminServiceTypes, {}, listed.client))
        .serviceTypes,
    ).toEqual([serviceType]);
    expect(listed.calls[0]?.url).toBe('/api/admin/services/types');

    const got = setup({ success: true, serviceType });
    expect(
      (
        await callRoute(
          servicesRoutes.adminServiceType,
          { params: { id: 3 } },
          got.client,
        )
      ).serviceType,
    ).toEqual(serviceType);
    expect(got.calls[0]?.url).toBe('/api/admin/service-types/3');

    const updated = setup(saved);
    await callRoute(
      servicesRoutes.adminUpdateServiceType,
      {
        params: { id: 3 },
        body: {
          name: 'Vídeo',
          description: 'Vídeos',
          includedQuantity: 2,
          active: true,
        },
      },
      updated.client,
    );
    expect(updated.calls[0]).toMatchObject({
      url: '/api/admin/service-types/3',
      init: { method: 'PUT' },
    });
  });
});
