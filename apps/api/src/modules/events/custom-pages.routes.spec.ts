import {
  listCustomPagesResponseSchema,
  removeCustomPageResponseSchema,
  saveCustomPageResponseSchema,
} from '@celebra/contracts';
import { customPages, oneRow } from '@celebra/db';
import { insertEventService } from '../../test/admin-factories';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import { createHost, type TestHost } from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (host: TestHost, method: Method, path = '', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/users/events/${host.event.id}/pages${path}`,
    headers: host.headers,
    ...(payload === undefined ? {} : { payload }),
  });

const page = { title: 'Nossa história', content: '# Como nos conhecemos\n…' };

/** A host with `pages` allowed by contracted Página packages (none: no service). */
async function hostWithPages(...quantities: number[]) {
  const host = await createHost(t.database.db);
  for (const quantity of quantities)
    await insertEventService(t.database.db, host.event.id, {
      type: 'PAGE',
      quantity,
    });
  return host;
}

async function expectNothingWritten(
  request: () => Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  expected: Record<string, unknown>,
) {
  const before = await snapshotTables(t.database.db);
  const response = await request();
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ success: false, ...expected });
  expect(await snapshotTables(t.database.db)).toEqual(before);
}

describe('GET /api/users/events/{eventId}/pages', () => {
  it('lists the pages and says they are not enabled without the Página service', async () => {
    const host = await hostWithPages();
    await t.database.db
      .insert(customPages)
      .values({ eventId: host.event.id, title: 'Antiga', content: 'x' });
    const response = await call(host, 'GET');
    expect(response.statusCode).toBe(200);
    const body = listCustomPagesResponseSchema.parse(response.json());
    expect(body).toMatchObject({ enabled: false, limit: 0 });
    expect(body.pages.map((item) => item.title)).toEqual(['Antiga']);
  });

  it('sums the pages of every contracted package', async () => {
    const host = await hostWithPages(3, 2);
    await insertEventService(t.database.db, host.event.id, {
      type: 'PAGE',
      quantity: 5,
      status: 'PENDING',
    });
    expect((await call(host, 'GET')).json()).toMatchObject({
      enabled: true,
      limit: 5,
      pages: [],
    });
  });
});

describe('POST /api/users/events/{eventId}/pages', () => {
  it('creates pages in order', async () => {
    const host = await hostWithPages(3);
    const first = await call(host, 'POST', '', page);
    expect(first.statusCode).toBe(200);
    const body = saveCustomPageResponseSchema.parse(first.json());
    expect(body.message).toBe('Página criada.');
    expect(body.page).toMatchObject({ ...page, position: 0 });
    const second = await call(host, 'POST', '', { title: 'FAQ', content: 'P' });
    expect(second.json().page.position).toBe(1);
    expect(
      second.json().pages.map((item: { title: string }) => item.title),
    ).toEqual(['Nossa história', 'FAQ']);
  });

  it('refuses writes without the Página service (409) and writes nothing', async () => {
    const host = await hostWithPages();
    await expectNothingWritten(() => call(host, 'POST', '', page), 409, {
      message:
        'Páginas personalizadas fazem parte do serviço Página. Contrate-o em Pacote de Serviços.',
    });
  });

  it('refuses a page past the contracted limit (409), naming it', async () => {
    const host = await hostWithPages(1);
    expect((await call(host, 'POST', '', page)).statusCode).toBe(200);
    await expectNothingWritten(() => call(host, 'POST', '', page), 409, {
      message:
        'Limite de páginas personalizadas atingido (1). Contrate mais um pacote do serviço Página para criar outras.',
    });
  });

  it.each([
    ['title', { content: 'x' }, '* Campo obrigatório'],
    ['title', { title: '  ', content: 'x' }, '* Campo obrigatório'],
    ['content', { title: 'x', content: '' }, '* Campo obrigatório'],
    ['title', { title: 'a'.repeat(121), content: 'x' }, 'Texto muito longo.'],
    [
      'content',
      { title: 'x', content: 'a'.repeat(20_001) },
      'Texto muito longo.',
    ],
  ])('refuses a missing or too long %s', async (field, payload, message) => {
    const host = await hostWithPages(3);
    await expectNothingWritten(() => call(host, 'POST', '', payload), 400, {
      fieldErrors: { [field]: [message] },
    });
  });

  it('accepts 20 000 characters of content', async () => {
    const host = await hostWithPages(1);
    const response = await call(host, 'POST', '', {
      title: 'Longa',
      content: 'a'.repeat(20_000),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('PUT and DELETE /api/users/events/{eventId}/pages/{pageId}', () => {
  it('edits and removes a page', async () => {
    const host = await hostWithPages(2);
    const { page: created } = (await call(host, 'POST', '', page)).json();

    const edited = await call(host, 'PUT', `/${created.id}`, {
      title: 'Nossa história (editada)',
      content: 'Novo texto',
    });
    expect(edited.statusCode).toBe(200);
    const body = saveCustomPageResponseSchema.parse(edited.json());
    expect(body.message).toBe('Página atualizada.');
    expect(body.page).toMatchObject({
      id: created.id,
      title: 'Nossa história (editada)',
      content: 'Novo texto',
    });

    const removed = await call(host, 'DELETE', `/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removeCustomPageResponseSchema.parse(removed.json())).toEqual({
      success: true,
      message: 'Página removida.',
      pages: [],
    });
  });

  it('answers 404 for a page of another event and writes nothing', async () => {
    const host = await hostWithPages(1);
    const other = await hostWithPages(1);
    const { page: theirs } = (await call(other, 'POST', '', page)).json();
    await expectNothingWritten(
      () => call(host, 'PUT', `/${theirs.id}`, page),
      404,
      { message: 'Página não encontrada.' },
    );
    await expectNothingWritten(
      () => call(host, 'DELETE', `/${theirs.id}`),
      404,
      { message: 'Página não encontrada.' },
    );
  });

  it('refuses edits and removals without the Página service', async () => {
    const host = await hostWithPages();
    const existing = oneRow(
      await t.database.db
        .insert(customPages)
        .values({ eventId: host.event.id, title: 'Antiga', content: 'x' })
        .returning({ id: customPages.id }),
    );
    const message =
      'Páginas personalizadas fazem parte do serviço Página. Contrate-o em Pacote de Serviços.';
    await expectNothingWritten(
      () => call(host, 'PUT', `/${existing.id}`, page),
      409,
      { message },
    );
    await expectNothingWritten(
      () => call(host, 'DELETE', `/${existing.id}`),
      409,
      { message },
    );
  });
});
