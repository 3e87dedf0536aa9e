import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  adminCatalogueWriteResponseSchema,
  adminEventTypesResponseSchema,
  adminEventTypesWithCategoriesResponseSchema,
  errorResponseSchema,
} from '@celebra/contracts';
import { eventCategories, eventTypes, gifts, oneRow } from '@celebra/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { insertEvent, insertUser } from '../../test/admin-factories';
import {
  createStoredCatalogue,
  listMediaFiles,
  mediaKeyOf,
  multipart,
  pngImage,
  SVG_IMAGE,
} from '../../test/catalogue-uploads';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import {
  createAdmin,
  createHost,
  type TestAdmin,
  unique,
} from '../../test/factories';

const MAX_IMAGE_BYTES = 256 * 1024;

let t: TestApp;
let admin: TestAdmin;

beforeAll(async () => {
  t = await createTestApp({
    env: { MEDIA_MAX_IMAGE_BYTES: String(MAX_IMAGE_BYTES) },
  });
  admin = await createAdmin(t.database.db);
});

afterAll(async () => {
  await t.close();
});

type Method = 'POST' | 'PUT';

async function send(
  method: Method,
  url: string,
  fields: Record<string, string>,
  image?: Buffer,
  headers = admin.headers,
) {
  const body = await multipart(fields, image && { data: image });
  return t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const get = (url: string, headers = admin.headers) =>
  t.app.inject({ method: 'GET', url, headers });

const remove = (url: string, headers = admin.headers) =>
  t.app.inject({ method: 'DELETE', url, headers });

const catalogue = () => createStoredCatalogue(t.database.db, t.storage);

async function findType(id: number) {
  const [row] = await t.database.db
    .select()
    .from(eventTypes)
    .where(eq(eventTypes.id, id));
  return row;
}

async function findTypeByName(name: string) {
  const [row] = await t.database.db
    .select()
    .from(eventTypes)
    .where(eq(eventTypes.name, name));
  return row;
}

async function expectNothingWritten(attempt: () => Promise<void>) {
  const before = await snapshotTables(t.database.db);
  const files = await listMediaFiles(t.mediaDir);
  await attempt();
  expect(await snapshotTables(t.database.db)).toEqual(before);
  expect(await listMediaFiles(t.mediaDir)).toEqual(files);
}

async function expectStoredWebp(url: string | null, maxSide: number) {
  expect(url).toMatch(/^\/media\/catalogue\/event-types\/[0-9a-f-]{36}\.webp$/);
  const metadata = await sharp(
    path.join(t.mediaDir, mediaKeyOf(url)),
  ).metadata();
  expect(metadata.format).toBe('webp');
  expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBe(maxSide);
}

describe('session', () => {
  it('answers 401 to every call without a session or with a host token', async () => {
    const host = await createHost(t.database.db);
    const image = await pngImage();
    await expectNothingWritten(async () => {
      for (const headers of [{}, host.headers]) {
        const answers = [
          await get('/api/admin/event-types', headers),
          await get('/api/admin/event-types-with-categories', headers),
          await send(
            'POST',
            '/api/admin/event-types',
            { name: 'A', description: 'B' },
            image,
            headers,
          ),
          await send(
            'PUT',
            '/api/admin/event-types/1',
            { name: 'A', description: 'B' },
            image,
            headers,
          ),
          await remove('/api/admin/event-types/1', headers),
        ];
        expect(answers.map((answer) => answer.statusCode)).toEqual([
          401, 401, 401, 401, 401,
        ]);
      }
    });
  });
});

describe('GET /api/admin/event-types', () => {
  it('lists every type, inactive ones too', async () => {
    const { type } = await catalogue();
    await t.database.db
      .update(eventTypes)
      .set({ active: false })
      .where(eq(eventTypes.id, type.id));
    const response = await get('/api/admin/event-types');
    expect(response.statusCode).toBe(200);
    expect(
      adminEventTypesResponseSchema.parse(response.json()).eventTypes,
    ).toContainEqual({
      id: type.id,
      name: type.name,
      description: 'Tipo de teste',
      imageUrl: type.imageUrl,
      active: false,
    });
  });
});

describe('GET /api/admin/event-types-with-categories', () => {
  it('nests the categories of each type', async () => {
    const { type, category } = await catalogue();
    const second = oneRow(
      await t.database.db
        .insert(eventCategories)
        .values({
          eventTypeId: type.id,
          name: 'Outra',
          description: 'Segunda',
          active: false,
        })
        .returning(),
    );
    const response = await get('/api/admin/event-types-with-categories');
    expect(response.statusCode).toBe(200);
    const body = adminEventTypesWithCategoriesResponseSchema.parse(
      response.json(),
    );
    expect(body.eventTypes.find((item) => item.id === type.id)).toEqual({
      id: type.id,
      name: type.name,
      description: 'Tipo de teste',
      imageUrl: type.imageUrl,
      active: true,
      eventCategories: [
        {
          id: category.id,
          name: category.name,
          description: 'Categoria de teste',
          eventTypeId: type.id,
          active: true,
        },
        {
          id: second.id,
          name: 'Outra',
          description: 'Segunda',
          eventTypeId: type.id,
          active: false,
        },
      ],
    });
  });
});

describe('POST /api/admin/event-types', () => {
  it('stores the image re-encoded as WebP and creates an active type', async () => {
    const name = unique('Casamento');
    const response = await send(
      'POST',
      '/api/admin/event-types',
      { name: ` ${name} `, description: 'Festa de casamento' },
      await pngImage(2400, 1200),
    );
    expect(response.statusCode).toBe(200);
    expect(
      adminCatalogueWriteResponseSchema.parse(response.json()).message,
    ).toBe('Alterações salvas com sucesso.');
    const row = await findTypeByName(name);
    if (row === undefined) throw new Error('row is missing');
    expect(row).toMatchObject({
      description: 'Festa de casamento',
      active: true,
    });
    await expectStoredWebp(row.imageUrl, 1920);
    const served = await t.app.inject({
      method: 'GET',
      url: row.imageUrl ?? '',
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it("says '* Imagem obrigatória' without an image and writes nothing", async () => {
    await expectNothingWritten(async () => {
      const response = await send('POST', '/api/admin/event-types', {
        name: 'Formatura',
        description: 'Colação de grau',
      });
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json())).toMatchObject({
        message: '* Imagem obrigatória',
        fieldErrors: { image: ['* Imagem obrigatória'] },
      });
    });
  });

  it('gives every field message at once and stores no file', async () => {
    await expectNothingWritten(async () => {
      const response = await send(
        'POST',
        '/api/admin/event-types',
        { name: '  ', description: '' },
        await pngImage(),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: '* Campo obrigatório',
        fieldErrors: {
          name: ['* Campo obrigatório'],
          description: ['* Campo obrigatório'],
        },
      });
      const nothing = await send('POST', '/api/admin/event-types', {});
      expect(nothing.json().fieldErrors).toEqual({
        name: ['* Campo obrigatório'],
        description: ['* Campo obrigatório'],
        image: ['* Imagem obrigatória'],
      });
    });
  });

  it('refuses an SVG with 415 and an oversized image with 413, writing nothing', async () => {
    await expectNothingWritten(async () => {
      const svg = await send(
        'POST',
        '/api/admin/event-types',
        { name: 'Chá', description: 'Chá de bebê' },
        SVG_IMAGE,
      );
      expect(svg.statusCode).toBe(415);
      expect(svg.json().message).toBe(
        'Tipo de arquivo não suportado. Envie uma imagem (JPEG, PNG ou WebP) ou um vídeo (MP4 ou WebM).',
      );
      const big = await send(
        'POST',
        '/api/admin/event-types',
        { name: 'Chá', description: 'Chá de bebê' },
        randomBytes(MAX_IMAGE_BYTES + 1024),
      );
      expect(big.statusCode).toBe(413);
      expect(big.json().message).toBe(
        'Arquivo muito grande. O tamanho máximo permitido foi excedido.',
      );
    });
  });
});

describe('PUT /api/admin/event-types/{id}', () => {
  it('replaces the image and removes the old file', async () => {
    const { type } = await catalogue();
    const oldKey = mediaKeyOf(type.imageUrl);
    const response = await send(
      'PUT',
      `/api/admin/event-types/${type.id}`,
      {
        name: 'Aniversário',
        description: 'Festa de aniversário',
        active: 'false',
      },
      await pngImage(300, 500),
    );
    expect(response.statusCode).toBe(200);
    const row = await findType(type.id);
    if (row === undefined) throw new Error('row is missing');
    expect(row).toMatchObject({ name: 'Aniversário', active: false });
    expect(row.imageUrl).not.toBe(type.imageUrl);
    await expectStoredWebp(row.imageUrl, 500);
    expect(await listMediaFiles(t.mediaDir)).not.toContain(oldKey);
  });

  it('keeps the image and the status when they are left out (multipart or JSON)', async () => {
    const { type } = await catalogue();
    const viaForm = await send('PUT', `/api/admin/event-types/${type.id}`, {
      name: 'Bodas',
      description: 'Bodas de prata',
    });
    expect(viaForm.statusCode).toBe(200);
    expect(await findType(type.id)).toMatchObject({
      name: 'Bodas',
      imageUrl: type.imageUrl,
      active: true,
    });
    const viaJson = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/event-types/${type.id}`,
      headers: admin.headers,
      payload: { name: 'Bodas de ouro', description: '50 anos', active: false },
    });
    expect(viaJson.statusCode).toBe(200);
    expect(await findType(type.id)).toMatchObject({
      name: 'Bodas de ouro',
      imageUrl: type.imageUrl,
      active: false,
    });
    expect(await listMediaFiles(t.mediaDir)).toContain(
      mediaKeyOf(type.imageUrl),
    );
  });

  it('answers 404 for an unknown type and 400 for invalid fields, storing nothing', async () => {
    const { type } = await catalogue();
    await expectNothingWritten(async () => {
      const missing = await send(
        'PUT',
        '/api/admin/event-types/999999',
        { name: 'A', description: 'B' },
        await pngImage(),
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Tipo de evento não encontrado.');
      const invalid = await send(
        'PUT',
        `/api/admin/event-types/${type.id}`,
        { name: 'A', description: ' ', active: 'sim' },
        await pngImage(),
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fieldErrors).toEqual({
        description: ['* Campo obrigatório'],
        active: ['Valor inválido'],
      });
    });
  });
});

describe('DELETE /api/admin/event-types/{id}', () => {
  it('removes the type with its categories, their gifts and every image file', async () => {
    const { type, category, gifts: created } = await catalogue();
    const keys = [type.imageUrl, ...created.map((gift) => gift.imageUrl)].map(
      mediaKeyOf,
    );
    const response = await remove(`/api/admin/event-types/${type.id}`);
    expect(response.statusCode).toBe(200);
    expect(
      adminCatalogueWriteResponseSchema.parse(response.json()).message,
    ).toBe('Item removido com sucesso.');
    expect(await findType(type.id)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(eventCategories)
        .where(eq(eventCategories.id, category.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(gifts)
        .where(eq(gifts.eventCategoryId, category.id)),
    ).toEqual([]);
    const files = await listMediaFiles(t.mediaDir);
    for (const key of keys) expect(files).not.toContain(key);
  });

  it('refuses with 409 while an event uses one of its categories, removing nothing', async () => {
    const { type } = await catalogue();
    const second = oneRow(
      await t.database.db
        .insert(eventCategories)
        .values({ eventTypeId: type.id, name: 'Em uso' })
        .returning(),
    );
    const user = await insertUser(t.database.db);
    await insertEvent(t.database.db, user.id, { eventCategoryId: second.id });
    await expectNothingWritten(async () => {
      const response = await remove(`/api/admin/event-types/${type.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Não é possível remover: existem eventos ligados a este tipo.',
      });
    });
  });

  it('answers 404 for an unknown type', async () => {
    await expectNothingWritten(async () => {
      const response = await remove('/api/admin/event-types/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Tipo de evento não encontrado.');
    });
  });
});
