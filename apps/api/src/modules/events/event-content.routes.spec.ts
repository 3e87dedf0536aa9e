import {
  EVENT_COLORS,
  getOwnerEventResponseSchema,
  updateEventContentResponseSchema,
} from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import { createHost, type TestHost } from '../../test/factories';

let t: TestApp;
let host: TestHost;
let other: TestHost;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t.database.db);
  other = await createHost(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const content = {
  title: 'Ana & João',
  subtitle: 'Vamos nos casar!',
  titleDescription: 'Sejam bem-vindos',
  description: 'Preparamos tudo com carinho.',
  color: EVENT_COLORS[9],
};

const url = (eventId: number) => `/api/users/event/${eventId}`;
const put = (payload: object, headers = host.headers) =>
  t.app.inject({ method: 'PUT', url: url(host.event.id), headers, payload });

describe('GET /api/users/event/{eventId}', () => {
  it('answers the owner’s event', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: url(host.event.id),
      headers: host.headers,
    });
    expect(response.statusCode).toBe(200);
    const { event } = getOwnerEventResponseSchema.parse(response.json());
    expect(event).toMatchObject({
      id: host.event.id,
      slug: host.event.slug,
      title: 'Ana & João',
    });
  });

  it('answers 401 without a session and 404 for another host', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: url(host.event.id) }))
        .statusCode,
    ).toBe(401);
    const response = await t.app.inject({
      method: 'GET',
      url: url(host.event.id),
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
  });
});

describe('PUT /api/users/event/{eventId}', () => {
  it('saves texts and colour (trimmed) and answers the event', async () => {
    const response = await put({ ...content, title: '  Ana & João  ' });
    expect(response.statusCode).toBe(200);
    const body = updateEventContentResponseSchema.parse(response.json());
    expect(body.message).toBe('Informações atualizadas.');
    expect(body.event).toMatchObject({ ...content, id: host.event.id });

    const read = await t.app.inject({
      method: 'GET',
      url: url(host.event.id),
      headers: host.headers,
    });
    expect(read.json().event).toMatchObject(content);
  });

  it.each([
    ['title', '   '],
    ['subtitle', '   '],
    ['titleDescription', '   '],
    ['description', '   '],
    ['color', null],
  ])(
    'requires %s with ‘* Campo obrigatório’ and writes nothing',
    async (field, blank) => {
      const before = await snapshotTables(t.database.db);
      for (const value of [undefined, '', blank]) {
        const response = await put({ ...content, [field]: value });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          message: '* Campo obrigatório',
          fieldErrors: { [field]: ['* Campo obrigatório'] },
        });
      }
      expect(await snapshotTables(t.database.db)).toEqual(before);
    },
  );

  it('lists every missing field at once', async () => {
    const response = await put({});
    expect(response.json().fieldErrors).toEqual({
      title: ['* Campo obrigatório'],
      subtitle: ['* Campo obrigatório'],
      titleDescription: ['* Campo obrigatório'],
      description: ['* Campo obrigatório'],
      color: ['* Campo obrigatório'],
    });
  });

  it('refuses a colour outside the preset ones', async () => {
    const before = await snapshotTables(t.database.db);
    const response = await put({ ...content, color: '#ffffff' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      color: ['Selecione uma das cores disponíveis.'],
    });
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });

  it('refuses a title longer than 120 characters', async () => {
    const response = await put({ ...content, title: 'a'.repeat(121) });
    expect(response.json().fieldErrors).toEqual({
      title: ['Texto muito longo.'],
    });
  });

  it('refuses a line break or a control character in a one-line text, and writes nothing', async () => {
    const before = await snapshotTables(t.database.db);
    const response = await put({
      ...content,
      title: 'Ana\rBEGIN:VEVENT',
      subtitle: 'Vamos\nnos casar',
      titleDescription: 'Sejam\u0000bem-vindos',
    });
    expect(response.statusCode).toBe(400);
    const oneLine =
      'Use uma só linha, sem quebras de linha nem caracteres de controle.';
    expect(response.json().fieldErrors).toEqual({
      title: [oneLine],
      subtitle: [oneLine],
      titleDescription: [oneLine],
    });
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });

  it('keeps the line breaks of the introduction but refuses its hidden control characters', async () => {
    const withBreaks = await put({
      ...content,
      description: 'Primeira linha.\r\nSegunda linha.\n\tTerceira.',
    });
    expect(withBreaks.statusCode).toBe(200);
    expect(withBreaks.json().event.description).toBe(
      'Primeira linha.\r\nSegunda linha.\n\tTerceira.',
    );
    const hidden = await put({ ...content, description: 'Oi\u0085\u0007' });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().fieldErrors).toEqual({
      description: [
        'O texto tem caracteres de controle invisíveis. Apague-os e tente de novo.',
      ],
    });
  });

  it('changes nothing of another host’s event (404)', async () => {
    const before = await snapshotTables(t.database.db);
    const response = await put(content, other.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });
});

describe('PUT /api/users/event/{eventId}/appearance', () => {
  const putAppearance = (payload: object, headers = host.headers) =>
    t.app.inject({
      method: 'PUT',
      url: `${url(host.event.id)}/appearance`,
      headers,
      payload,
    });

  it('saves the theme and the colour, and the public site shows them at once', async () => {
    const response = await putAppearance({
      theme: 'praia',
      color: EVENT_COLORS[8],
    });
    expect(response.statusCode).toBe(200);
    const answer = updateEventContentResponseSchema.parse(response.json());
    expect(answer.message).toBe(
      'Aparência salva. O site já mostra o novo visual.',
    );
    expect(answer.event).toMatchObject({
      theme: 'praia',
      color: EVENT_COLORS[8],
    });
    const site = await t.app.inject({
      method: 'GET',
      url: `/api/guests/event/${host.event.slug}`,
    });
    expect(site.json().event).toMatchObject({
      theme: 'praia',
      color: EVENT_COLORS[8],
    });
  });

  it('refuses a theme that does not exist, and writes nothing', async () => {
    const before = await snapshotTables(t.database.db);
    const response = await putAppearance({
      theme: 'neon',
      color: EVENT_COLORS[0],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      theme: ['Escolha um dos temas disponíveis.'],
    });
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });

  it('changes nothing of another host’s event (404)', async () => {
    const response = await putAppearance(
      { theme: 'boho', color: EVENT_COLORS[0] },
      other.headers,
    );
    expect(response.statusCode).toBe(404);
  });
});
