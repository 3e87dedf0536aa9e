import { createApiClient } from '../../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../../lib/test-helpers';
import { createAdminEventCategory } from './create-admin-event-category';
import { deleteAdminEventCategory } from './delete-admin-event-category';
import { updateAdminEventCategory } from './update-admin-event-category';
import { deleteAdminEventType } from './delete-admin-event-type';
import { listAdminEventTypesWithCategories } from './list-admin-event-types-with-categories';
import {
  createAdminEventType,
  updateAdminEventType,
} from './save-admin-event-type';
import { deleteAdminGift } from './delete-admin-gift';
import { getAdminGift } from './get-admin-gift';
import { listAdminGiftsByCategory } from './list-admin-gifts-by-category';
import { createAdminGift, updateAdminGift } from './save-admin-gift';
import { getAdminServiceType } from '../services/get-admin-service-type';
import { listAdminServiceTypes } from '../services/list-admin-service-types';
import { updateAdminServiceType } from '../services/update-admin-service-type';
import { createAdminService } from '../services/create-admin-service';
import { deleteAdminService } from '../services/delete-admin-service';
import { getAdminService } from '../services/get-admin-service';
import { listAdminServices } from '../services/list-admin-services';
import { updateAdminService } from '../services/update-admin-service';

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

/** The part of XMLHttpRequest the uploader uses; answers `body` as soon as it is sent. */
class AnsweringXhr {
  static sent: AnsweringXhr[] = [];
  static answer: { status: number; body: unknown } = {
    status: 200,
    body: { success: true, message: 'ok' },
  };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    AnsweringXhr.sent.push(this);
    this.status = AnsweringXhr.answer.status;
    this.responseText = JSON.stringify(AnsweringXhr.answer.body);
    queueMicrotask(() => this.onload?.());
  }
  abort() {
    this.onabort?.();
  }
}

const uploadClient = () =>
  createApiClient({
    storage: memoryStorage(session),
    onUnauthorized: jest.fn(),
    createXhr: () => new AnsweringXhr() as unknown as XMLHttpRequest,
  });

const at = '2030-01-01T10:00:00.000Z';
const gift = {
  id: 4,
  name: 'Panelas',
  description: 'Inox',
  price: 15990,
  eventCategoryId: 2,
  active: true,
  imageUrl: '/media/catalogue/gifts/a.webp',
  createdAt: at,
  updatedAt: at,
};
const category = {
  id: 2,
  name: 'Cozinha',
  description: 'Casa',
  eventTypeId: 1,
  active: true,
};
const eventType = {
  id: 1,
  name: 'Casamento',
  description: 'Festa',
  imageUrl: null,
  active: true,
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

beforeEach(() => {
  AnsweringXhr.sent = [];
  AnsweringXhr.answer = { status: 200, body: saved };
});

describe('admin gift calls', () => {
  it('lists gifts by event type and category with the admin credentials', async () => {
    const body = {
      success: true,
      message: 'ok',
      giftsByCategory: [
        {
          id: 1,
          name: 'Casamento',
          imageUrl: null,
          active: true,
          eventCategories: [{ id: 2, name: 'Cozinha', gifts: [gift] }],
        },
      ],
    };
    const { client, calls } = setup(body);
    await expect(listAdminGiftsByCategory(client)).resolves.toEqual(body);
    expect(calls[0].url).toBe('/api/admin/gifts/categories');
    expect(calls[0].init.headers).toMatchObject({
      Authorization: 'Bearer adm',
      'X-Admin-Id': '2',
    });
  });

  it('gets and deletes one gift', async () => {
    const got = setup({ success: true, gift });
    expect((await getAdminGift(4, got.client)).gift).toEqual(gift);
    expect(got.calls[0].url).toBe('/api/admin/gifts/4');

    const removed = setup({ success: true, message: 'x', deactivated: true });
    expect((await deleteAdminGift(4, removed.client)).deactivated).toBe(true);
    expect(removed.calls[0]).toMatchObject({
      url: '/api/admin/gifts/4',
      init: { method: 'DELETE' },
    });
  });

  it('sends the gift form as multipart with the image', async () => {
    const image = new Blob(['png'], { type: 'image/png' });
    const fields = {
      name: 'Panelas',
      description: 'Inox',
      eventCategoryId: 2,
      price: 15990,
      active: false,
    };
    await createAdminGift({ ...fields, image }, uploadClient());
    await updateAdminGift(4, fields, uploadClient());

    const [created, updated] = AnsweringXhr.sent;
    expect(created).toMatchObject({ method: 'POST', url: '/api/admin/gifts' });
    expect(created.headers).toMatchObject({ 'X-Admin-Id': '2' });
    expect(Object.fromEntries(created.body?.entries() ?? [])).toMatchObject({
      name: 'Panelas',
      eventCategoryId: '2',
      price: '15990',
      active: 'false',
    });
    expect(created.body?.get('image')).toBeInstanceOf(Blob);
    expect(updated).toMatchObject({ method: 'PUT', url: '/api/admin/gifts/4' });
    expect(updated.body?.has('image')).toBe(false);
  });

  it('passes on the field errors of a refused form', async () => {
    AnsweringXhr.answer = {
      status: 400,
      body: {
        success: false,
        message: '* Envie a imagem',
        fieldErrors: { image: ['* Envie a imagem'] },
      },
    };
    await expect(
      createAdminGift(
        { name: 'A', description: 'B', eventCategoryId: 1, price: 100 },
        uploadClient(),
      ),
    ).rejects.toMatchObject({
      status: 400,
      message: '* Envie a imagem',
      fieldErrors: { image: ['* Envie a imagem'] },
    });
  });
});

describe('admin event category calls', () => {
  it('creates, updates and deletes categories', async () => {
    const created = setup(saved);
    await createAdminEventCategory(
      { name: 'Cozinha', description: 'Casa', eventTypeId: 1 },
      created.client,
    );
    expect(created.calls[0]).toMatchObject({
      url: '/api/admin/event-categories',
      init: { method: 'POST' },
    });
    expect(JSON.parse(String(created.calls[0].init.body))).toEqual({
      name: 'Cozinha',
      description: 'Casa',
      eventTypeId: 1,
    });

    const updated = setup(saved);
    await updateAdminEventCategory(
      2,
      { name: 'Cozinha', description: 'Casa', eventTypeId: 1, active: false },
      updated.client,
    );
    expect(updated.calls[0]).toMatchObject({
      url: '/api/admin/event-categories/2',
      init: { method: 'PUT' },
    });

    const removed = setup(saved);
    await deleteAdminEventCategory(2, removed.client);
    expect(removed.calls[0]).toMatchObject({
      url: '/api/admin/event-categories/2',
      init: { method: 'DELETE' },
    });
  });

  it('rejects with the conflict message of a category in use', async () => {
    const message =
      'Não é possível remover: existem presentes ou eventos ligados a esta categoria.';
    const { client } = setup({ success: false, message }, 409);
    await expect(deleteAdminEventCategory(2, client)).rejects.toMatchObject({
      status: 409,
      message,
    });
  });
});

describe('admin event type calls', () => {
  it('lists the types with their categories', async () => {
    const nested = setup({
      success: true,
      eventTypes: [{ ...eventType, eventCategories: [category] }],
    });
    const body = await listAdminEventTypesWithCategories(nested.client);
    expect(body.eventTypes[0].eventCategories).toEqual([category]);
    expect(nested.calls[0].url).toBe('/api/admin/event-types-with-categories');
  });

  it('sends the type form as multipart and deletes a type', async () => {
    const image = new Blob(['png'], { type: 'image/png' });
    await createAdminEventType(
      { name: 'Casamento', description: 'Festa', image },
      uploadClient(),
    );
    await updateAdminEventType(
      1,
      { name: 'Casamento', description: 'Festa', active: true },
      uploadClient(),
    );
    const [created, updated] = AnsweringXhr.sent;
    expect(created).toMatchObject({
      method: 'POST',
      url: '/api/admin/event-types',
    });
    expect(created.body?.get('image')).toBeInstanceOf(Blob);
    expect(updated).toMatchObject({
      method: 'PUT',
      url: '/api/admin/event-types/1',
    });
    expect(updated.body?.get('active')).toBe('true');

    const removed = setup(saved);
    await deleteAdminEventType(1, removed.client);
    expect(removed.calls[0]).toMatchObject({
      url: '/api/admin/event-types/1',
      init: { method: 'DELETE' },
    });
  });
});

describe('admin service calls', () => {
  it('lists, gets, creates, updates and deletes packages', async () => {
    const listed = setup({ success: true, message: 'ok', services: [service] });
    expect((await listAdminServices(listed.client)).services).toEqual([
      service,
    ]);
    expect(listed.calls[0].url).toBe('/api/admin/services');

    const got = setup({ success: true, service });
    expect((await getAdminService(7, got.client)).service).toEqual(service);
    expect(got.calls[0].url).toBe('/api/admin/services/7');

    const body = {
      name: '+20 fotos',
      description: 'Mais fotos',
      price: 1990,
      type: 'IMAGE' as const,
      active: true,
      quantity: 20,
    };
    const created = setup(saved);
    await createAdminService(body, created.client);
    expect(created.calls[0]).toMatchObject({
      url: '/api/admin/services',
      init: { method: 'POST' },
    });
    expect(JSON.parse(String(created.calls[0].init.body))).toEqual(body);

    const updated = setup(saved);
    await updateAdminService(7, body, updated.client);
    expect(updated.calls[0]).toMatchObject({
      url: '/api/admin/services/7',
      init: { method: 'PUT' },
    });

    const removed = setup({ success: true, message: 'x', deactivated: false });
    expect((await deleteAdminService(7, removed.client)).deactivated).toBe(
      false,
    );
    expect(removed.calls[0].init.method).toBe('DELETE');
  });

  it('lists, gets and updates the default service types', async () => {
    const listed = setup({ success: true, serviceTypes: [serviceType] });
    expect((await listAdminServiceTypes(listed.client)).serviceTypes).toEqual([
      serviceType,
    ]);
    expect(listed.calls[0].url).toBe('/api/admin/services/types');

    const got = setup({ success: true, serviceType });
    expect((await getAdminServiceType(3, got.client)).serviceType).toEqual(
      serviceType,
    );
    expect(got.calls[0].url).toBe('/api/admin/service-types/3');

    const updated = setup(saved);
    await updateAdminServiceType(
      3,
      {
        name: 'Vídeo',
        description: 'Vídeos',
        includedQuantity: 2,
        active: true,
      },
      updated.client,
    );
    expect(updated.calls[0]).toMatchObject({
      url: '/api/admin/service-types/3',
      init: { method: 'PUT' },
    });
  });
});
