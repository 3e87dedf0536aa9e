import {
  adminCatalogueDeleteResponseSchema,
  adminCatalogueWriteResponseSchema,
  adminServiceResponseSchema,
  adminServicesResponseSchema,
  errorResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { services, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import {
  insertEventService,
  insertUser,
  insertEvent,
} from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import {
  createAdmin,
  createHost,
  type TestAdmin,
  unique,
} from '../../test/factories';
import { insertService } from '../../test/money-factories';

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (
  method: Method,
  url: string,
  payload?: object,
  headers = admin.headers,
) => t.app.inject({ method, url, payload, headers });

function serviceBody(overrides: Record<string, unknown> = {}) {
  return {
    name: unique('+30 fotos'),
    description: 'Mais 30 fotos na galeria do evento.',
    price: 2490,
    type: 'IMAGE',
    active: true,
    quantity: 30,
    ...overrides,
  };
}

async function findServiceRow(id: number) {
  const [row] = await t.database.db
    .select()
    .from(services)
    .where(eq(services.id, id));
  return row;
}

/** Runs `attempt` and checks that no table changed. */
async function expectNothingWritten(attempt: () => Promise<void>) {
  const before = await snapshotTables(t.database.db);
  await attempt();
  expect(await snapshotTables(t.database.db)).toEqual(before);
}

function expectFieldErrors(
  response: Awaited<ReturnType<typeof call>>,
  fieldErrors: Record<string, string[]>,
) {
  expect(response.statusCode).toBe(400);
  const body = errorResponseSchema.parse(response.json());
  expect(body.fieldErrors).toEqual(fieldErrors);
  expect(body.message).toBe(itemAt(Object.values(fieldErrors), 0)[0]);
}

describe('session', () => {
  it.each<[Method, string]>([
    ['GET', '/api/admin/services'],
    ['GET', '/api/admin/services/1'],
    ['POST', '/api/admin/services'],
    ['PUT', '/api/admin/services/1'],
    ['DELETE', '/api/admin/services/1'],
  ])(
    '%s %s answers 401 without a session or with a host token',
    async (method, url) => {
      const host = await createHost(t.database.db);
      await expectNothingWritten(async () => {
        for (const headers of [{}, host.headers]) {
          const response = await call(method, url, serviceBody(), headers);
          expect(response.statusCode).toBe(401);
          expect(response.json()).toMatchObject({
            success: false,
            message: 'Sessão inválida ou expirada. Faça login novamente.',
          });
        }
      });
    },
  );
});

describe('GET /api/admin/services', () => {
  it('lists every package, inactive ones too, prices in centavos', async () => {
    const active = await insertService(t.database.db, {
      type: 'VIDEO',
      price: 2990,
      quantity: 3,
    });
    const inactive = await insertService(t.database.db, {
      type: 'PAGE',
      active: false,
    });

    const response = await call('GET', '/api/admin/services');
    expect(response.statusCode).toBe(200);
    const body = adminServicesResponseSchema.parse(response.json());
    expect(body.message).toBe('Lista carregada com sucesso.');
    expect(body.services).toContainEqual({
      id: active.id,
      name: active.name,
      description: active.description,
      price: 2990,
      type: 'VIDEO',
      active: true,
      quantity: 3,
    });
    expect(
      body.services.find((service) => service.id === inactive.id)?.active,
    ).toBe(false);
  });
});

describe('GET /api/admin/services/{id}', () => {
  it('answers the service', async () => {
    const created = await insertService(t.database.db, {
      type: 'EXTRA',
      price: 0,
    });
    const response = await call('GET', `/api/admin/services/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(
      adminServiceResponseSchema.parse(response.json()).service,
    ).toMatchObject({
      id: created.id,
      type: 'EXTRA',
      price: 0,
    });
  });

  it('answers 404 for an unknown service and 400 for a malformed id', async () => {
    const missing = await call('GET', '/api/admin/services/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      success: false,
      message: 'Serviço não encontrado.',
    });
    const malformed = await call('GET', '/api/admin/services/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identificador inválido.');
  });
});

describe('POST /api/admin/services', () => {
  it('creates the package', async () => {
    const body = serviceBody({
      type: 'PASSWORD',
      quantity: 0,
      price: 0,
      active: false,
    });
    const response = await call('POST', '/api/admin/services', body);
    expect(response.statusCode).toBe(200);
    expect(
      adminCatalogueWriteResponseSchema.parse(response.json()).message,
    ).toBe('Alterações salvas com sucesso.');
    const [row] = await t.database.db
      .select()
      .from(services)
      .where(eq(services.name, body.name));
    expect(row).toMatchObject({
      description: body.description,
      price: 0,
      type: 'PASSWORD',
      active: false,
      quantity: 0,
    });
  });

  it('trims the texts', async () => {
    const name = unique('Pacote');
    await call(
      'POST',
      '/api/admin/services',
      serviceBody({ name: `  ${name}  `, description: ' Texto ' }),
    );
    const row = oneRow(
      await t.database.db
        .select()
        .from(services)
        .where(eq(services.name, name)),
    );
    expect(row.description).toBe('Texto');
  });

  it("says '* Campo obrigatório' for every missing field and writes nothing", async () => {
    await expectNothingWritten(async () => {
      expectFieldErrors(await call('POST', '/api/admin/services', {}), {
        name: ['* Campo obrigatório'],
        description: ['* Campo obrigatório'],
        price: ['* Campo obrigatório'],
        type: ['* Campo obrigatório'],
        active: ['* Campo obrigatório'],
        quantity: ['* Campo obrigatório'],
      });
      expectFieldErrors(
        await call(
          'POST',
          '/api/admin/services',
          serviceBody({ name: '   ', description: '' }),
        ),
        { name: ['* Campo obrigatório'], description: ['* Campo obrigatório'] },
      );
    });
  });

  it("says 'Valor inválido' for a negative quantity or price, a decimal price and an unknown type", async () => {
    await expectNothingWritten(async () => {
      expectFieldErrors(
        await call(
          'POST',
          '/api/admin/services',
          serviceBody({ quantity: -1 }),
        ),
        {
          quantity: ['Valor inválido'],
        },
      );
      expectFieldErrors(
        await call(
          'POST',
          '/api/admin/services',
          serviceBody({ price: -100, type: 'VIP' }),
        ),
        { price: ['Valor inválido'], type: ['Valor inválido'] },
      );
      expectFieldErrors(
        await call('POST', '/api/admin/services', serviceBody({ price: 19.9 })),
        {
          price: ['Valor inválido'],
        },
      );
    });
  });

  it("refuses a price written as text ('10000'): money is a JSON number", async () => {
    await expectNothingWritten(async () => {
      expectFieldErrors(
        await call(
          'POST',
          '/api/admin/services',
          serviceBody({ price: '10000' }),
        ),
        { price: ['Valor inválido'] },
      );
    });
  });
});

describe('PUT /api/admin/services/{id}', () => {
  it('updates every field', async () => {
    const created = await insertService(t.database.db, { type: 'IMAGE' });
    const body = serviceBody({
      type: 'VIDEO',
      price: 5990,
      quantity: 5,
      active: false,
    });
    const response = await call(
      'PUT',
      `/api/admin/services/${created.id}`,
      body,
    );
    expect(response.statusCode).toBe(200);
    expect(
      adminCatalogueWriteResponseSchema.parse(response.json()).success,
    ).toBe(true);
    expect(await findServiceRow(created.id)).toMatchObject({
      name: body.name,
      type: 'VIDEO',
      price: 5990,
      quantity: 5,
      active: false,
    });
  });

  it('answers 404 for an unknown service and 400 for invalid fields, writing nothing', async () => {
    const created = await insertService(t.database.db, { type: 'IMAGE' });
    await expectNothingWritten(async () => {
      const missing = await call(
        'PUT',
        '/api/admin/services/999999',
        serviceBody(),
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Serviço não encontrado.');
      expectFieldErrors(
        await call(
          'PUT',
          `/api/admin/services/${created.id}`,
          serviceBody({ quantity: -3 }),
        ),
        { quantity: ['Valor inválido'] },
      );
    });
  });
});

describe('DELETE /api/admin/services/{id}', () => {
  it('deletes a package no event bought', async () => {
    const created = await insertService(t.database.db, { type: 'EXTRA' });
    const response = await call('DELETE', `/api/admin/services/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(adminCatalogueDeleteResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: 'Item removido com sucesso.',
      deactivated: false,
    });
    expect(await findServiceRow(created.id)).toBeUndefined();
  });

  it('deactivates a package an event bought, keeping the purchase', async () => {
    const user = await insertUser(t.database.db);
    const event = await insertEvent(t.database.db, user.id);
    const purchase = await insertEventService(t.database.db, event.id, {
      type: 'IMAGE',
    });

    const response = await call(
      'DELETE',
      `/api/admin/services/${purchase.serviceId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(adminCatalogueDeleteResponseSchema.parse(response.json())).toEqual({
      success: true,
      message:
        'O serviço já foi contratado por eventos e foi desativado em vez de removido.',
      deactivated: true,
    });
    expect(await findServiceRow(purchase.serviceId)).toMatchObject({
      active: false,
    });
  });

  it('answers 404 for an unknown service', async () => {
    await expectNothingWritten(async () => {
      const response = await call('DELETE', '/api/admin/services/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Serviço não encontrado.');
    });
  });
});
