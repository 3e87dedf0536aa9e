import {
  adminCatalogueWriteResponseSchema,
  adminServiceTypeResponseSchema,
  adminServiceTypesResponseSchema,
  errorResponseSchema,
} from '@celebra/contracts';
import { serviceTypes } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { ensureServiceType } from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import { createAdmin, createHost, type TestAdmin } from '../../test/factories';

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
  await ensureServiceType(t.database.db, 'IMAGE', {
    name: 'Fotos',
    includedQuantity: 5,
  });
  await ensureServiceType(t.database.db, 'VIDEO', {
    name: 'Vídeo',
    includedQuantity: 1,
  });
  for (const code of ['PASSWORD', 'PAGE', 'EXTRA'] as const)
    await ensureServiceType(t.database.db, code, { active: true });
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'PUT';

const call = (
  method: Method,
  url: string,
  payload?: object,
  headers = admin.headers,
) => t.app.inject({ method, url, payload, headers });

async function typeOf(code: 'IMAGE' | 'VIDEO' | 'PASSWORD' | 'PAGE' | 'EXTRA') {
  const [row] = await t.database.db
    .select()
    .from(serviceTypes)
    .where(eq(serviceTypes.code, code));
  return row;
}

async function expectNothingWritten(attempt: () => Promise<void>) {
  const before = await snapshotTables(t.database.db);
  await attempt();
  expect(await snapshotTables(t.database.db)).toEqual(before);
}

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fotos grátis',
  description: 'Fotos incluídas em todo evento.',
  includedQuantity: 8,
  active: true,
  ...overrides,
});

describe('session', () => {
  it.each<[Method, string]>([
    ['GET', '/api/admin/services/types'],
    ['GET', '/api/admin/service-types/1'],
    ['PUT', '/api/admin/service-types/1'],
  ])(
    '%s %s answers 401 without a session or with a host token',
    async (method, url) => {
      const host = await createHost(t.database.db);
      await expectNothingWritten(async () => {
        for (const headers of [{}, host.headers]) {
          const response = await call(method, url, body(), headers);
          expect(response.statusCode).toBe(401);
        }
      });
    },
  );
});

describe('GET /api/admin/services/types', () => {
  it('lists the five default types with their pt-BR labels', async () => {
    const response = await call('GET', '/api/admin/services/types');
    expect(response.statusCode).toBe(200);
    const { serviceTypes: list } = adminServiceTypesResponseSchema.parse(
      response.json(),
    );
    expect(
      Object.fromEntries(list.map((type) => [type.code, type.label])),
    ).toEqual({
      PASSWORD: 'Senha',
      VIDEO: 'Vídeo',
      IMAGE: 'Imagem',
      PAGE: 'Página',
      EXTRA: 'Extra',
    });
    expect(list.find((type) => type.code === 'IMAGE')).toMatchObject({
      name: 'Fotos',
      includedQuantity: 5,
      active: true,
    });
  });
});

describe('GET /api/admin/service-types/{id}', () => {
  it('answers the service type', async () => {
    const video = await typeOf('VIDEO');
    if (video === undefined) throw new Error('video is missing');
    const response = await call('GET', `/api/admin/service-types/${video.id}`);
    expect(response.statusCode).toBe(200);
    expect(
      adminServiceTypeResponseSchema.parse(response.json()).serviceType,
    ).toEqual({
      id: video.id,
      code: 'VIDEO',
      name: video.name,
      label: 'Vídeo',
      description: video.description,
      includedQuantity: 1,
      active: true,
    });
  });

  it('answers 404 for an unknown type', async () => {
    const response = await call('GET', '/api/admin/service-types/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Tipo de serviço não encontrado.',
    });
  });
});

describe('PUT /api/admin/service-types/{id}', () => {
  it('updates name, description, included quantity and status, never the code', async () => {
    const page = await typeOf('PAGE');
    if (page === undefined) throw new Error('page is missing');
    const response = await call(
      'PUT',
      `/api/admin/service-types/${page.id}`,
      body({
        code: 'EXTRA',
        name: ' Páginas ',
        includedQuantity: 2,
        active: false,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(
      adminCatalogueWriteResponseSchema.parse(response.json()).message,
    ).toBe('Alterações salvas com sucesso.');
    expect(await typeOf('PAGE')).toMatchObject({
      id: page.id,
      name: 'Páginas',
      description: 'Fotos incluídas em todo evento.',
      includedQuantity: 2,
      active: false,
    });
  });

  it('gives the field messages and writes nothing', async () => {
    const extra = await typeOf('EXTRA');
    if (extra === undefined) throw new Error('extra is missing');
    await expectNothingWritten(async () => {
      const empty = await call(
        'PUT',
        `/api/admin/service-types/${extra.id}`,
        {},
      );
      expect(empty.statusCode).toBe(400);
      expect(errorResponseSchema.parse(empty.json()).fieldErrors).toEqual({
        name: ['* Campo obrigatório'],
        description: ['* Campo obrigatório'],
        includedQuantity: ['* Campo obrigatório'],
        active: ['* Campo obrigatório'],
      });
      const negative = await call(
        'PUT',
        `/api/admin/service-types/${extra.id}`,
        body({ includedQuantity: -1 }),
      );
      expect(negative.statusCode).toBe(400);
      expect(negative.json()).toMatchObject({
        message: 'Valor inválido',
        fieldErrors: { includedQuantity: ['Valor inválido'] },
      });
      const missing = await call(
        'PUT',
        '/api/admin/service-types/999999',
        body(),
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Tipo de serviço não encontrado.');
    });
  });
});
