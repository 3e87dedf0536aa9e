import * as contracts from '@celebra/contracts';
import type { RouteContract } from '@celebra/contracts';
import baseline from './openapi-baseline.json';
import { createTestApp, type TestApp } from '../create-test-app';
import {
  digestOpenApi,
  type OpenApiDigest,
  openApiLosses,
} from './openapi-digest';

let testApp: TestApp;
let document: Parameters<typeof digestOpenApi>[0];
/** The same api with the other payment provider, which serves its own notification route. */
let mercadoPagoApp: TestApp;
let mercadoPagoDocument: Parameters<typeof digestOpenApi>[0];

beforeAll(async () => {
  testApp = await createTestApp();
  const answer = await testApp.app.inject({ url: '/api/docs/json' });
  document = answer.json();
  mercadoPagoApp = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'mercadopago',
      MP_ACCESS_TOKEN: 'TEST-openapi-access-token',
      MP_WEBHOOK_SECRET: 'openapi-webhook-secret',
    },
  });
  mercadoPagoDocument = (
    await mercadoPagoApp.app.inject({ url: '/api/docs/json' })
  ).json();
});

afterAll(async () => {
  await testApp?.close();
  await mercadoPagoApp?.close();
});

const isRouteContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value;

/** Every route contract the contracts library exports, in its domains' route tables. */
const declaredRoutes = Object.values(contracts).flatMap((value) =>
  typeof value === 'object' && value !== null
    ? Object.values(value).filter(isRouteContract)
    : [],
);

const openApiKey = (route: RouteContract) =>
  `${route.method} ${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

/**
 * Answers changed on purpose since the baseline, each recorded in docs/decisions.md; every
 * other operation, and every other part of these, must stay as the baseline has it.
 */
const DELIBERATE_CHANGES = new Set([
  // Several events per account: `event` may be null, `events` lists each with its role.
  'GET /api/users/me: 200 changed',
  // The user's events are their memberships, each with its role.
  'GET /api/admin/user-events/{id}: 200 changed',
  // The ids chosen in the wizard stay within PostgreSQL's integers (a 500 the fuzz found).
  'POST /api/users/register: request body changed',
  // A replaced destination is held: the view says from when payouts may be asked for.
  'GET /api/users/events/{eventId}/payout-destination: 200 changed',
  'PUT /api/users/events/{eventId}/payout-destination: 200 changed',
  // The back office's payouts flag a recent destination change and a holder who is not the host.
  'GET /api/admin/payouts: 200 changed',
  // A received gift names the invitation it was given from (`invitationName`).
  'GET /api/users/events/{eventId}/received-gifts: 200 changed',
  'GET /api/admin/events/{id}/received-gifts: 200 changed',
  // Each purchase line carries the price the guest saw (`expectedPrice`); another price answers 409.
  'POST /api/guests/purchase: request body changed',
  'POST /api/guests/purchase: description changed',
  // The back office's searchable lists count at most 1,000 matches: `totalIsLowerBound` says
  // when there are more ('mais de 1.000').
  'GET /api/admin/users: 200 changed',
  'GET /api/admin/events: 200 changed',
  // The host's gift list tells, per shared gift, the shares held by pending payments and
  // until when (`shares.held`, `shares.heldUntil`).
  'GET /api/users/gifts/{eventId}: 200 changed',
  'POST /api/users/gifts/{eventId}: 200 changed',
  'DELETE /api/users/gifts/{eventId}/{giftId}: 200 changed',
  'POST /api/users/gifts/{eventId}/own: 200 changed',
  'PUT /api/users/gifts/{eventId}/own/{giftId}: 200 changed',
  // The public event carries `cardMaxInstallments` ('parcele em até Nx'); the order's status
  // names its `paymentMethod` for the receipt.
  'GET /api/guests/event/{slug}: 200 changed',
  'GET /api/guests/orders/{orderId}/status: 200 changed',
  // 'Recados' lists recados, gift notes and attendance messages, each with its kind and sender.
  'GET /api/users/messages/{eventId}: 200 changed',
  // The link preview says what, when and where: the type, date, start time and place, and
  // names the event's share picture (`shareImageUrl`).
  'GET /api/guests/event/{slug}/preview: 200 changed',
  // A protected site's 401 also names its theme, so the password screen wears it.
  'GET /api/guests/event/{slug}: 401 changed',
  'POST /api/guests/message/{eventId}: 401 changed',
  'POST /api/guests/confirmation/{eventId}: 401 changed',
  'POST /api/guests/purchase: 401 changed',
  // The event carries its designed theme ('Aparência'), which the public site draws.
  'GET /api/users/event/{eventId}: 200 changed',
  'PUT /api/users/event/{eventId}: 200 changed',
  // A guest's `attending` may be null: a member of an invitation who has not answered yet.
  'POST /api/users/guests/{eventId}/{guestId}/responses/{responseId}/accept: 200 changed',
  'GET /api/admin/events/{id}/guests: 200 changed',
  'POST /api/admin/events/{id}/guests: 200 changed',
  'PUT /api/admin/events/{id}/guests/{guestId}: 200 changed',
  // The host's guest list is a list of invitations (docs/decisions.md): the person-by-person host calls are gone.
  'GET /api/users/guests/{eventId}: operation missing',
  'POST /api/users/guests/{eventId}: operation missing',
  'PUT /api/users/guests/{eventId}/{guestId}: operation missing',
  'DELETE /api/users/guests/{eventId}/{guestId}: operation missing',
  // The public event's settings say whether people off the list may answer, and the deadline
  // (`rsvpOpenAnswers`, `rsvpDeadline`): the 200 of the public event is already listed above.
  // The public event carries each picture's stored variants (`avatarImage`, `bannerImage`,
  // the gallery items' `image`) and the link preview `bannerImage`: both already listed above.
]);

describe('the OpenAPI document', () => {
  it('keeps every operation, parameter, schema and status it documented before routes were declared in the contracts', () => {
    expect(
      openApiLosses(baseline as OpenApiDigest, digestOpenApi(document)).filter(
        (loss) => !DELIBERATE_CHANGES.has(loss),
      ),
    ).toEqual([]);
  });

  it("documents the host's session calls behind the bearer token, with their statuses", () => {
    const operations = digestOpenApi(document);
    const statuses = (key: string) =>
      Object.keys(operations[key]?.responses ?? {}).sort();
    for (const key of [
      'GET /api/users/sessions',
      'DELETE /api/users/sessions',
      'DELETE /api/users/sessions/{sessionId}',
    ]) {
      expect(operations[key]).toMatchObject({
        security: true,
        tags: ['users: session'],
      });
      expect(statuses(key)).toEqual(expect.arrayContaining(['200', '401']));
    }
    expect(
      Object.keys(
        operations['DELETE /api/users/sessions/{sessionId}']?.parameters ?? {},
      ),
    ).toEqual(['path sessionId']);
    expect(statuses('DELETE /api/users/sessions/{sessionId}')).toEqual(
      expect.arrayContaining(['404', '409']),
    );
    expect(statuses('GET /api/users/sessions')).not.toContain('404');
  });

  it('documents every route the contracts declare', () => {
    expect(declaredRoutes.length).toBeGreaterThan(0);
    // Only the configured payment provider's notification route is served: the routes of
    // both providers' apps together.
    const documented = new Set([
      ...Object.keys(digestOpenApi(document)),
      ...Object.keys(digestOpenApi(mercadoPagoDocument)),
    ]);
    // Internal routes (`hide`) are left out of the document on purpose.
    expect(
      declaredRoutes
        .filter((route) => !route.hide)
        .map(openApiKey)
        .filter((key) => !documented.has(key)),
    ).toEqual([]);
  });
});
