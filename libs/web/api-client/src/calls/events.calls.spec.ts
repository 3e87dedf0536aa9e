import {
  eventsRoutes,
  type RouteContract,
  routeRef,
  itemAt,
} from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

/** A route as the public site names it (`routeRef`): typed, not parsed. */
const unparsed = <Route extends RouteContract>(route: Route) =>
  routeRef<Route>({
    method: route.method,
    path: route.path,
    access: route.access,
  });

describe('public event calls', () => {
  const event = {
    id: 1,
    slug: 'demo',
    title: 'T',
    subtitle: 'S',
    titleDescription: '',
    description: '',
    color: '#c2185b',
    theme: 'classico',
    avatarUrl: null,
    bannerUrl: null,
    gifts: [],
    gallery: [],
    details: null,
    settings: {
      showGiftList: true,
      showGuestMessages: true,
      showEventInfo: true,
      allowGuestConfirmation: true,
    },
    customPages: [],
    guestPaysFee: false,
    platformFeeBps: 500,
  };
  const publicEvent = unparsed(eventsRoutes.publicEvent);

  it('publicEvent loads the event by slug without auth', async () => {
    const fetch = fakeFetch(() => fakeResponse(200, { success: true, event }));
    const client = createApiClient({
      storage: memoryStorage(),
      fetchImpl: fetch.impl,
    });
    await expect(
      callRoute(publicEvent, { params: { slug: 'demo' } }, client),
    ).resolves.toEqual({
      success: true,
      event,
    });
    expect(fetch.calls[0]?.url).toBe('/api/guests/event/demo');
  });

  it('publicEvent throws the server message of a 404', async () => {
    const fetch = fakeFetch(() =>
      fakeResponse(404, { success: false, message: 'Evento não encontrado.' }),
    );
    const client = createApiClient({
      storage: memoryStorage(),
      fetchImpl: fetch.impl,
    });
    await expect(
      callRoute(publicEvent, { params: { slug: 'nope' } }, client),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Evento não encontrado.',
    });
  });
});

describe('slug availability call', () => {
  it('slugAvailability asks without a session and parses the answer', async () => {
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
      callRoute(
        eventsRoutes.slugAvailability,
        { query: { slug: 'ana-e-bruno' } },
        client,
      ),
    ).resolves.toEqual(answer);
    expect(fetch.calls[0]?.url).toBe(
      '/api/users/slug-availability?slug=ana-e-bruno',
    );
    expect(fetch.calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });
});

describe('event content calls', () => {
  const content = {
    title: 'Ana & João',
    subtitle: 'Casamento',
    titleDescription: 'Bem-vindos',
    description: 'Texto',
    color: '#1d4ed8' as const,
  };
  const event = {
    id: 3,
    slug: 'ana',
    ...content,
    theme: 'praia' as const,
    avatarUrl: null,
    bannerUrl: null,
  };

  it('ownerEvent loads the event with the host session', async () => {
    const { client, calls } = setup({ success: true, event });
    await expect(
      callRoute(eventsRoutes.ownerEvent, { params: { eventId: 3 } }, client),
    ).resolves.toEqual({
      success: true,
      event,
    });
    expect(calls[0]?.url).toBe('/api/users/event/3');
    expect(calls[0]?.init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Id': '7',
    });
  });

  it('updateContent puts the form and surfaces field errors', async () => {
    const saved = { success: true, message: 'Informações atualizadas.', event };
    const { client, calls } = setup(saved);
    await expect(
      callRoute(
        eventsRoutes.updateContent,
        { params: { eventId: 3 }, body: content },
        client,
      ),
    ).resolves.toEqual(saved);
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(itemAt(calls, 0).init.body))).toEqual(content);

    const refused = setup(
      {
        success: false,
        message: '* Campo obrigatório',
        fieldErrors: { title: ['* Campo obrigatório'] },
      },
      400,
    );
    await expect(
      callRoute(
        eventsRoutes.updateContent,
        { params: { eventId: 3 }, body: content },
        refused.client,
      ),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { title: ['* Campo obrigatório'] },
    });
  });
});

describe('event details calls', () => {
  const eventDetails = {
    eventDate: '2026-10-12',
    startTime: '16:00',
    endTime: '23:00',
    eventType: 'virtual',
    eventLocation: null,
    postalCode: null,
    fullAddress: null,
    latitude: null,
    longitude: null,
    transmission: 'YouTube',
    transmissionLink: 'https://youtube.com/live/x',
    transmissionPassword: 'festa',
  };

  it('details and updateDetails use /users/event-details/{eventId}', async () => {
    const answer = { success: true, message: 'ok', eventDetails };
    const { client, calls } = setup(answer);
    await expect(
      callRoute(eventsRoutes.details, { params: { eventId: 4 } }, client),
    ).resolves.toEqual(answer);
    const body = {
      date: '2026-10-12',
      startTime: '16:00',
      endTime: '23:00',
      eventType: 'virtual' as const,
      transmission: 'YouTube',
      transmissionLink: 'https://youtube.com/live/x',
      transmissionPassword: 'festa',
    };
    await callRoute(
      eventsRoutes.updateDetails,
      { params: { eventId: 4 }, body },
      client,
    );
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/users/event-details/4'],
      ['PUT', '/api/users/event-details/4'],
    ]);
    expect(JSON.parse(String(itemAt(calls, 1).init.body))).toEqual(body);
  });

  it('refuses an answer without the details', async () => {
    const { client } = setup({ success: true, message: 'ok' });
    await expect(
      callRoute(eventsRoutes.details, { params: { eventId: 4 } }, client),
    ).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});

describe('event settings calls', () => {
  const toggles = {
    showGiftList: true,
    showGuestMessages: true,
    showEventInfo: false,
    allowGuestConfirmation: true,
  };
  const settings = {
    ...toggles,
    slug: 'ana',
    hasPassword: false,
    guestPaysFee: false,
  };

  it('settings loads /users/event/{eventId}/settings', async () => {
    const { client, calls } = setup({ success: true, settings });
    await expect(
      callRoute(eventsRoutes.settings, { params: { eventId: 2 } }, client),
    ).resolves.toEqual({
      success: true,
      settings,
    });
    expect(calls[0]?.url).toBe('/api/users/event/2/settings');
  });

  it('updateSettings puts the settings; a 409 throws its message', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'Configurações do evento salvas com sucesso.',
      settings,
    });
    await callRoute(
      eventsRoutes.updateSettings,
      { params: { eventId: 2 }, body: { ...toggles, slug: 'ana' } },
      client,
    );
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(itemAt(calls, 0).init.body))).toEqual({
      ...toggles,
      slug: 'ana',
    });

    const taken = setup(
      {
        success: false,
        message: 'O link está em uso, por favor, crie outro.',
      },
      409,
    );
    await expect(
      callRoute(
        eventsRoutes.updateSettings,
        { params: { eventId: 2 }, body: { ...toggles, slug: 'bia' } },
        taken.client,
      ),
    ).rejects.toMatchObject({
      status: 409,
      message: 'O link está em uso, por favor, crie outro.',
    });
  });
});

describe('custom page calls', () => {
  const page = {
    id: 8,
    title: 'FAQ',
    content: 'Perguntas',
    position: 0,
    createdAt: '2026-05-01T12:00:00.000Z',
    updatedAt: '2026-05-01T12:00:00.000Z',
  };

  it('call /users/events/{eventId}/pages', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'ok',
      enabled: true,
      limit: 3,
      page,
      pages: [page],
    });
    await expect(
      callRoute(eventsRoutes.customPages, { params: { eventId: 5 } }, client),
    ).resolves.toMatchObject({
      enabled: true,
      limit: 3,
      pages: [page],
    });
    const form = { title: 'FAQ', content: 'Perguntas' };
    await callRoute(
      eventsRoutes.createCustomPage,
      { params: { eventId: 5 }, body: form },
      client,
    );
    await callRoute(
      eventsRoutes.updateCustomPage,
      { params: { eventId: 5, pageId: 8 }, body: form },
      client,
    );
    await callRoute(
      eventsRoutes.removeCustomPage,
      { params: { eventId: 5, pageId: 8 } },
      client,
    );
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([
      ['GET', '/api/users/events/5/pages'],
      ['POST', '/api/users/events/5/pages'],
      ['PUT', '/api/users/events/5/pages/8'],
      ['DELETE', '/api/users/events/5/pages/8'],
    ]);
    expect(JSON.parse(String(itemAt(calls, 2).init.body))).toEqual(form);
  });
});
