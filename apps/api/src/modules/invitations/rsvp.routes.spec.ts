import {
  DEFAULT_INVITATION_MESSAGE,
  type HostInvitation,
  type RsvpQuestion,
} from '@celebra/contracts';
import { rsvpAnswers } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (host: TestHost, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: host.headers, payload });

const settingsUrl = (host: TestHost) =>
  `/api/users/rsvp-settings/${host.event.id}`;
const questionsUrl = (host: TestHost) =>
  `/api/users/rsvp-questions/${host.event.id}`;

const settings = {
  deadline: '2027-11-20',
  remindersEnabled: true,
  reminderDays: 10,
  openAnswers: false,
  invitationMessage: 'Oi, {convite}! Responda: {link}',
};

describe('GET/PUT /api/users/rsvp-settings/{eventId}', () => {
  it('starts with no deadline, open answers and the default text', async () => {
    const host = await createHost(t.database.db);
    const response = await call(host, 'GET', settingsUrl(host));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      deadline: null,
      remindersEnabled: false,
      reminderDays: 7,
      openAnswers: true,
      invitationMessage: DEFAULT_INVITATION_MESSAGE,
      defaultInvitationMessage: DEFAULT_INVITATION_MESSAGE,
    });
  });

  it("saves the host's choices; the default text saved again follows the product's default", async () => {
    const host = await createHost(t.database.db);
    const saved = await call(host, 'PUT', settingsUrl(host), settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(settings);
    expect((await call(host, 'GET', settingsUrl(host))).json()).toMatchObject(
      settings,
    );
    const restored = await call(host, 'PUT', settingsUrl(host), {
      ...settings,
      deadline: null,
      invitationMessage: DEFAULT_INVITATION_MESSAGE,
    });
    expect(restored.json()).toMatchObject({
      deadline: null,
      invitationMessage: DEFAULT_INVITATION_MESSAGE,
    });
  });

  it('refuses a date that does not exist and reminder days out of 1–60, changing nothing', async () => {
    const host = await createHost(t.database.db);
    const date = await call(host, 'PUT', settingsUrl(host), {
      ...settings,
      deadline: '2027-02-30',
    });
    expect(date.statusCode).toBe(400);
    expect(date.json().fieldErrors.deadline).toBeDefined();
    const days = await call(host, 'PUT', settingsUrl(host), {
      ...settings,
      reminderDays: 61,
    });
    expect(days.statusCode).toBe(400);
    expect(days.json().fieldErrors.reminderDays).toEqual([
      'Escolha de 1 a 60 dias.',
    ]);
    expect(
      (await call(host, 'GET', settingsUrl(host))).json().deadline,
    ).toBeNull();
  });

  it("answers 404 for another host's event", async () => {
    const host = await createHost(t.database.db);
    const other = await createHost(t.database.db);
    const response = await call(other, 'PUT', settingsUrl(host), settings);
    expect(response.statusCode).toBe(404);
  });
});

describe('/api/users/rsvp-questions/{eventId}', () => {
  async function addQuestion(host: TestHost, body: object) {
    const response = await call(host, 'POST', questionsUrl(host), body);
    expect(response.statusCode).toBe(201);
    return response.json() as RsvpQuestion;
  }

  async function invitationOf(host: TestHost, name: string) {
    const response = await call(
      host,
      'POST',
      `/api/users/invitations/${host.event.id}`,
      { name, members: [{ firstName: name, lastName: 'Teste' }] },
    );
    return (response.json() as HostInvitation).id;
  }

  const menu = {
    label: 'Restrição alimentar',
    kind: 'multiple',
    options: ['Vegetariano', 'Sem glúten', 'Sem lactose'],
    required: false,
  };

  it('adds questions in order, at most 10 (409)', async () => {
    const host = await createHost(t.database.db);
    for (let index = 1; index <= 10; index += 1)
      await addQuestion(host, { label: `Pergunta ${index}`, kind: 'text' });
    const eleventh = await call(host, 'POST', questionsUrl(host), {
      label: 'Mais uma',
      kind: 'text',
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(
      'Você pode ter no máximo 10 perguntas.',
    );
    const listed = await call(host, 'GET', questionsUrl(host));
    expect((listed.json().items as RsvpQuestion[]).map((q) => q.label)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Pergunta ${i + 1}`),
    );
  });

  it('refuses a choice with fewer than two options or repeated ones', async () => {
    const host = await createHost(t.database.db);
    for (const options of [['Sim'], ['Sim', 'Sim']]) {
      const response = await call(host, 'POST', questionsUrl(host), {
        label: 'Vai de ônibus?',
        kind: 'single',
        options,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.options).toHaveLength(1);
    }
    const text = await addQuestion(host, {
      label: 'Música preferida',
      kind: 'text',
      options: ['ignoradas'],
    });
    expect(text.options).toEqual([]);
  });

  it('reorders, and 404 for a question of another event', async () => {
    const host = await createHost(t.database.db);
    const a = await addQuestion(host, { label: 'A', kind: 'text' });
    const b = await addQuestion(host, { label: 'B', kind: 'text' });
    const c = await addQuestion(host, { label: 'C', kind: 'text' });
    const ordered = await call(host, 'PUT', `${questionsUrl(host)}/order`, {
      ids: [c.id, a.id],
    });
    expect(ordered.statusCode).toBe(200);
    expect(
      (ordered.json().items as RsvpQuestion[]).map((q) => q.label),
    ).toEqual(['C', 'A', 'B']);
    const other = await createHost(t.database.db);
    const foreign = await addQuestion(other, { label: 'X', kind: 'text' });
    const refused = await call(host, 'PUT', `${questionsUrl(host)}/order`, {
      ids: [foreign.id, b.id],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Pergunta não encontrada.');
    const edit = await call(
      host,
      'PUT',
      `${questionsUrl(host)}/${foreign.id}`,
      { label: 'Y', kind: 'text' },
    );
    expect(edit.statusCode).toBe(404);
  });

  it('summarises the answers; editing options keeps the values still offered; deleting removes its answers', async () => {
    const host = await createHost(t.database.db);
    const food = await addQuestion(host, menu);
    const song = await addQuestion(host, { label: 'Música', kind: 'text' });
    const lima = await invitationOf(host, 'Lima');
    const souza = await invitationOf(host, 'Souza');
    await t.database.db.insert(rsvpAnswers).values([
      {
        invitationId: lima,
        questionId: food.id,
        values: ['Vegetariano', 'Sem glúten'],
      },
      { invitationId: souza, questionId: food.id, values: ['Sem glúten'] },
      { invitationId: souza, questionId: song.id, values: ['Evidências'] },
    ]);

    const summary = await call(host, 'GET', `${questionsUrl(host)}/answers`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().items).toEqual([
      {
        question: food,
        answered: 2,
        options: [
          { option: 'Vegetariano', count: 1 },
          { option: 'Sem glúten', count: 2 },
          { option: 'Sem lactose', count: 0 },
        ],
        texts: [],
      },
      {
        question: song,
        answered: 1,
        options: [],
        texts: [
          { invitationId: souza, invitationName: 'Souza', text: 'Evidências' },
        ],
      },
    ]);

    const edited = await call(host, 'PUT', `${questionsUrl(host)}/${food.id}`, {
      ...menu,
      options: ['Vegetariano', 'Vegano'],
    });
    expect(edited.statusCode).toBe(200);
    const kept = await t.database.db
      .select({
        invitationId: rsvpAnswers.invitationId,
        values: rsvpAnswers.values,
      })
      .from(rsvpAnswers)
      .where(eq(rsvpAnswers.questionId, food.id));
    expect(kept.sort((x, y) => x.invitationId - y.invitationId)).toEqual([
      { invitationId: lima, values: ['Vegetariano'] },
      { invitationId: souza, values: [] },
    ]);

    const removed = await call(
      host,
      'DELETE',
      `${questionsUrl(host)}/${song.id}`,
    );
    expect(removed.statusCode).toBe(200);
    const songAnswers = await t.database.db
      .select()
      .from(rsvpAnswers)
      .where(eq(rsvpAnswers.questionId, song.id));
    expect(songAnswers).toEqual([]);
    const again = await call(
      host,
      'DELETE',
      `${questionsUrl(host)}/${song.id}`,
    );
    expect(again.statusCode).toBe(404);
  });
});
