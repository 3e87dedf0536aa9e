import * as contracts from '@celebra/contracts';
import {
  type EventRole,
  type RouteContract,
  roleAllows,
  routeKey,
} from '@celebra/contracts';
import { customPages, galleryItems, oneRow } from '@celebra/db';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './create-test-app';
import { snapshotTables, type TableSnapshot } from './db-snapshot';
import { createHost, type TestHost } from './factories';
import { createGuest, createGuestMessage } from './guest-factories';
import { createMember, reauthenticatedAt } from './member-factories';

/*
 * Every route the api registers is collected as it is added (an onRoute hook on the instance
 * buildApp creates), so routes added later are covered without touching this file.
 */
const mockRoutes: Pick<RouteOptions, 'method' | 'url'>[] = [];

jest.mock('fastify', () => {
  const actual = jest.requireActual('fastify');
  const create = (...args: unknown[]) => {
    const app = actual.default(...args);
    app.addHook('onRoute', (route: RouteOptions) => {
      mockRoutes.push({ method: route.method, url: route.url });
    });
    return app;
  };
  return { ...actual, __esModule: true, default: create, fastify: create };
});

/** The host routes open without a session (sign-in, password reset and the registration wizard). */
const PUBLIC_USER_ROUTES = new Set([
  'POST /api/users/login',
  'POST /api/users/register',
  'GET /api/users/event-types',
  'GET /api/users/event-categories',
  'GET /api/users/fetch-gifts-slug',
  'GET /api/users/slug-availability',
  'POST /api/users/password-reset',
  'POST /api/users/password-reset/confirm',
  // The links of the e-mails: a reset link is checked, a new address confirmed, signed in or not.
  'GET /api/users/password-reset/validate',
  'POST /api/users/email-change/confirm',
  // The e-mailed link to a host's data export: its token is the key (a session cannot ride a link).
  'GET /api/users/data-export',
  // The party album's ZIP by the link a host asked for: its signed token names the event.
  'GET /api/users/party/album.zip',
]);

/** Routes naming the event in the body instead of the path. */
const BODY_EVENT_ROUTES = new Set(['POST /api/users/services/purchase']);

const MISSING_EVENT_ID = 2_000_000_000;

const EVENT_NOT_FOUND = 'Evento não encontrado.';
const ROLE_FORBIDDEN = 'Seu acesso a este evento não permite esta ação.';

const isRouteContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value;

/** Every declared route by `METHOD path`: what it does to its event (`event`). */
const contractsByKey = new Map<string, RouteContract>(
  Object.values(contracts)
    .flatMap((value) =>
      typeof value === 'object' && value !== null
        ? Object.values(value).filter(isRouteContract)
        : [],
    )
    .map((contract) => [routeKey(contract), contract]),
);

interface Route {
  method: string;
  url: string;
}

let t: TestApp;
let owner: TestHost;
let intruder: TestHost;
/** Members of the owner's event, one per role below the owner's. */
let members: Record<Exclude<EventRole, 'owner'>, TestHost>;
let userRoutes: Route[];
/** Real ids of the owner's records, so a leaking route would change something. */
let ownerIds: Record<string, string>;

function expand(route: Pick<RouteOptions, 'method' | 'url'>): Route[] {
  const methods: HTTPMethods[] = [route.method].flat();
  return methods
    .filter((method) => method !== 'HEAD')
    .map((method) => ({ method, url: route.url }));
}

const label = (route: Route) => `${route.method} ${route.url}`;
const takesEvent = (route: Route) => /:(eventId|id)(\/|$)/.test(route.url);

function fill(url: string, eventId: number): string {
  return url.replace(/:(\w+)/g, (_, name: string) =>
    name === 'eventId' || name === 'id'
      ? String(eventId)
      : (ownerIds[name] ?? '1'),
  );
}

function send(route: Route, url: string, headers: Record<string, string>) {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return t.app.inject({
    method: route.method as HTTPMethods,
    url,
    headers,
    ...(hasBody ? { payload: {} } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  owner = await createHost(db);
  intruder = await createHost(db);
  const event = owner.event.id;
  members = {
    cohost: await createMember(db, event, 'cohost'),
    assistant: await createMember(db, event, 'assistant'),
  };
  // Every member's password is fresh, so only roles decide (the step-up has its own spec).
  for (const host of [owner, members.cohost, members.assistant])
    await reauthenticatedAt(db, host.user.id, new Date());
  const page = oneRow(
    await db
      .insert(customPages)
      .values({ eventId: event, title: 'Página', content: 'Texto' })
      .returning({ id: customPages.id }),
  );
  const item = oneRow(
    await db
      .insert(galleryItems)
      .values({
        eventId: event,
        type: 'image',
        url: '/media/gallery/x.webp',
        storageKey: 'gallery/x.webp',
        sizeBytes: 10,
      })
      .returning({ id: galleryItems.id }),
  );
  ownerIds = {
    giftId: String(owner.giftIds[0]),
    guestId: String((await createGuest(db, event)).id),
    messageId: String((await createGuestMessage(db, event)).id),
    pageId: String(page.id),
    itemId: String(item.id),
    slot: 'avatar',
    // Not a member: removing "them" changes nothing.
    userId: String(intruder.user.id),
  };
  const seen = new Set<string>();
  userRoutes = mockRoutes
    .flatMap(expand)
    .filter((route) => route.url.startsWith('/api/users/'))
    .filter((route) => !seen.has(label(route)) && seen.add(label(route)));
});

afterAll(async () => {
  await t.close();
});

describe('event ownership of /api/users routes', () => {
  it('collects the host routes that name an event', () => {
    const covered = userRoutes.filter(takesEvent).map(label);
    console.info(
      `ownership: ${covered.length} routes with an event in the path\n${covered.join('\n')}`,
    );
    expect(covered).toEqual(
      expect.arrayContaining([
        'GET /api/users/event/:eventId',
        'PUT /api/users/event-details/:eventId',
        'DELETE /api/users/gifts/:eventId/:giftId',
        'GET /api/users/events/:id/services',
      ]),
    );
  });

  it('answers 404 ‘Evento não encontrado.’ to another host and changes nothing', async () => {
    const failures: string[] = [];
    let before: TableSnapshot = await snapshotTables(t.database.db);
    for (const route of userRoutes.filter(takesEvent)) {
      const response = await send(
        route,
        fill(route.url, owner.event.id),
        intruder.headers,
      );
      const body = response.json();
      if (
        response.statusCode !== 404 ||
        body.message !== 'Evento não encontrado.'
      )
        failures.push(
          `${label(route)} → ${response.statusCode} ${body.message}`,
        );
      const after = await snapshotTables(t.database.db);
      const changed = Object.keys(after).filter(
        (table) =>
          JSON.stringify(after[table]) !== JSON.stringify(before[table]),
      );
      if (changed.length > 0)
        failures.push(`${label(route)} changed ${changed.join(', ')}`);
      before = after;
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 for an event that does not exist', async () => {
    const failures: string[] = [];
    for (const route of userRoutes.filter(takesEvent)) {
      const response = await send(
        route,
        fill(route.url, MISSING_EVENT_ID),
        owner.headers,
      );
      if (
        response.statusCode !== 404 ||
        response.json().message !== 'Evento não encontrado.'
      )
        failures.push(`${label(route)} → ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 404 to another host naming the event in the body', async () => {
    const routes = userRoutes.filter((route) =>
      BODY_EVENT_ROUTES.has(label(route)),
    );
    const before = await snapshotTables(t.database.db);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as HTTPMethods,
        url: route.url,
        headers: intruder.headers,
        payload: { eventId: owner.event.id, serviceId: 1 },
      });
      expect(`${label(route)} ${response.statusCode}`).toBe(
        `${label(route)} 404`,
      );
      expect(response.json().message).toBe('Evento não encontrado.');
    }
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });

  it('declares what every host route that names an event does to it', () => {
    const undeclared = userRoutes
      .filter(
        (route) => takesEvent(route) || BODY_EVENT_ROUTES.has(label(route)),
      )
      .filter((route) => !contractsByKey.get(label(route))?.event)
      .map(label);
    expect(undeclared).toEqual([]);
  });

  /** The routes of the owner's event (path or body) with the permission each asks for. */
  const eventRoutes = () =>
    userRoutes
      .filter(
        (route) => takesEvent(route) || BODY_EVENT_ROUTES.has(label(route)),
      )
      .map((route) => {
        const permission = contractsByKey.get(label(route))?.event;
        if (!permission) throw new Error(`${label(route)} names no permission`);
        return { route, permission };
      });

  const sendAs = (route: Route, host: TestHost) =>
    BODY_EVENT_ROUTES.has(label(route))
      ? t.app.inject({
          method: route.method as HTTPMethods,
          url: route.url,
          headers: host.headers,
          payload: { eventId: owner.event.id, serviceId: 1 },
        })
      : send(route, fill(route.url, owner.event.id), host.headers);

  it('answers 403 with a pt-BR message to a member whose role lacks the permission, and changes nothing', async () => {
    const failures: string[] = [];
    let refused = 0;
    let before: TableSnapshot = await snapshotTables(t.database.db);
    for (const role of ['cohost', 'assistant'] as const) {
      for (const { route, permission } of eventRoutes()) {
        if (roleAllows(role, permission)) continue;
        refused += 1;
        const response = await sendAs(route, members[role]);
        const body = response.json();
        if (
          response.statusCode !== 403 ||
          body.code !== 'FORBIDDEN' ||
          body.message !== ROLE_FORBIDDEN
        )
          failures.push(
            `${role} ${label(route)} → ${response.statusCode} ${body.message}`,
          );
        const after = await snapshotTables(t.database.db);
        const changed = Object.keys(after).filter(
          (table) =>
            JSON.stringify(after[table]) !== JSON.stringify(before[table]),
        );
        if (changed.length > 0)
          failures.push(
            `${role} ${label(route)} changed ${changed.join(', ')}`,
          );
        before = after;
      }
    }
    console.info(
      `ownership: ${refused} calls refused by role, ${failures.length} leaks or changes`,
    );
    expect(refused).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('lets every role through the routes its role allows', async () => {
    const failures: string[] = [];
    const callers = [
      ['assistant', members.assistant],
      ['cohost', members.cohost],
      ['owner', owner],
    ] as const;
    for (const [role, host] of callers) {
      for (const { route, permission } of eventRoutes()) {
        if (!roleAllows(role, permission)) continue;
        const response = await sendAs(route, host);
        const message =
          response.statusCode >= 400 ? response.json().message : undefined;
        // Another 404 is the route's own (a sub-resource an earlier call removed).
        if (
          response.statusCode === 403 ||
          (response.statusCode === 404 && message === EVENT_NOT_FOUND)
        )
          failures.push(
            `${role} ${label(route)} → ${response.statusCode} ${message}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 without a session on every host route but sign-in and registration', async () => {
    const failures: string[] = [];
    const before = await snapshotTables(t.database.db);
    const guarded = userRoutes.filter(
      (route) => !PUBLIC_USER_ROUTES.has(label(route)),
    );
    for (const route of guarded) {
      const response = await send(route, fill(route.url, owner.event.id), {});
      if (response.statusCode !== 401)
        failures.push(`${label(route)} → ${response.statusCode}`);
    }
    console.info(`ownership: ${guarded.length} host routes need a session`);
    expect(failures).toEqual([]);
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });
});
