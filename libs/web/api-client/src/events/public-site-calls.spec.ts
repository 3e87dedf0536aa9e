import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import {
  eventsRoutes,
  guestsRoutes,
  messagesRoutes,
  routeRef,
  itemAt,
} from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { siteAccessHeaders } from './site-access-headers';
import { createSiteAccessStore } from './site-access-store';
import { sitePasswordGateOf } from './site-password-gate';

/** The public site's calls, named as the guest app names them (typed, not parsed). */
const publicEvent = routeRef<typeof eventsRoutes.publicEvent>({
  method: 'GET',
  path: '/api/guests/event/:slug',
  access: 'public',
});
const unlock = routeRef<typeof eventsRoutes.unlock>({
  method: 'POST',
  path: '/api/guests/event/:slug/unlock',
  access: 'public',
});

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    storage: memoryStorage(),
    onUnauthorized,
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls, onUnauthorized };
};

const guestForm = {
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria@example.com',
  phoneNumber: '(11) 98765-4321',
};

const gate = {
  success: false,
  code: 'PASSWORD_REQUIRED',
  passwordRequired: true,
  message: 'Este site é protegido por senha.',
  event: { title: 'Ana & João', color: '#1d4ed8', theme: 'floral' },
};

describe('public site calls', () => {
  it('events.unlock posts the password without auth', async () => {
    const unlocked = {
      success: true,
      accessToken: '3.1.abc',
      expiresAt: '2027-05-01T12:00:00.000Z',
    };
    const { client, calls } = setup(unlocked);
    await expect(
      callRoute(
        unlock,
        { params: { slug: 'Ana-E-Joao' }, body: { password: 'festa' } },
        client,
      ),
    ).resolves.toEqual(unlocked);
    expect(calls[0]?.url).toBe('/api/guests/event/Ana-E-Joao/unlock');
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(String(itemAt(calls, 0).init.body))).toEqual({
      password: 'festa',
    });
  });

  it('messages.send and guests.confirmPresence send the site token when there is one', async () => {
    const { client, calls } = setup({ success: true, message: 'ok' });
    await callRoute(
      messagesRoutes.send,
      {
        params: { eventId: 3 },
        body: { ...guestForm, message: 'Felicidades!' },
        headers: siteAccessHeaders('3.1.abc'),
      },
      client,
    );
    await callRoute(
      guestsRoutes.confirmPresence,
      {
        params: { eventId: 3 },
        body: guestForm,
        headers: siteAccessHeaders(null),
      },
      client,
    );
    expect(calls.map((call) => call.url)).toEqual([
      '/api/guests/message/3',
      '/api/guests/confirmation/3',
    ]);
    expect(calls[0]?.init.headers).toMatchObject({
      'X-Site-Access': '3.1.abc',
    });
    expect(calls[1]?.init.headers).not.toHaveProperty('X-Site-Access');
  });

  it('events.publicEvent sends the site token', async () => {
    const { client, calls } = setup({ success: false, message: 'x' }, 404);
    await expect(
      callRoute(
        publicEvent,
        { params: { slug: 'demo' }, headers: siteAccessHeaders('3.1.abc') },
        client,
      ),
    ).rejects.toThrow();
    expect(calls[0]?.init.headers).toMatchObject({
      'X-Site-Access': '3.1.abc',
    });
  });

  it('reads the password gate of a 401 without sending anyone to login', async () => {
    const { client, onUnauthorized } = setup(gate, 401);
    const error = await callRoute(
      publicEvent,
      { params: { slug: 'demo' }, headers: siteAccessHeaders(undefined) },
      client,
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 401,
      code: 'PASSWORD_REQUIRED',
      message: 'Este site é protegido por senha.',
    });
    expect(sitePasswordGateOf(error)).toEqual({
      title: 'Ana & João',
      color: '#1d4ed8',
      theme: 'floral',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('finds no password gate in other failures', async () => {
    const { client } = setup(
      { success: false, message: 'Senha incorreta.' },
      401,
    );
    const error = await callRoute(
      unlock,
      { params: { slug: 'demo' }, body: { password: 'x' } },
      client,
    ).catch((caught: unknown) => caught);
    expect(sitePasswordGateOf(error)).toBeNull();
    expect(sitePasswordGateOf(new Error('x'))).toBeNull();
  });
});

describe('site access store', () => {
  const now = new Date('2027-05-01T10:00:00Z');

  it('keeps one token per site until it expires', () => {
    const storage = memoryStorage();
    const store = createSiteAccessStore(() => storage);
    store.save('Ana-E-Joao', {
      accessToken: 'tok',
      expiresAt: '2027-05-01T12:00:00.000Z',
    });
    expect(store.read('ana-e-joao', now)).toBe('tok');
    expect(store.read('outro', now)).toBeNull();
    expect(
      store.read('ana-e-joao', new Date('2027-05-01T12:00:00Z')),
    ).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('drops unreadable entries and clears on demand', () => {
    const storage = memoryStorage({ 'siteAccess:demo': '{not json' });
    const store = createSiteAccessStore(() => storage);
    expect(store.read('demo', now)).toBeNull();
    store.save('demo', { accessToken: 't', expiresAt: '2099-01-01T00:00:00Z' });
    store.clear('demo');
    expect(store.read('demo', now)).toBeNull();
  });

  it("keeps the token in the page's memory where the browser refuses sessionStorage (a framed site)", () => {
    const refused = jest
      .spyOn(window, 'sessionStorage', 'get')
      .mockImplementation(() => {
        throw new DOMException('Access is denied for this document.');
      });
    try {
      const store = createSiteAccessStore();
      expect(store.read('demo', now)).toBeNull();
      store.save('demo', {
        accessToken: 't',
        expiresAt: '2099-01-01T00:00:00Z',
      });
      expect(store.read('demo', now)).toBe('t');
      store.clear('demo');
      expect(store.read('demo', now)).toBeNull();
    } finally {
      refused.mockRestore();
    }
  });
});
