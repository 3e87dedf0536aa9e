import {
  adminUsersRoutes,
  dashboardRoutes,
  eventsRoutes,
  guestsRoutes,
  messagesRoutes,
  moneyRoutes,
  servicesRoutes,
  itemAt,
} from '@celebra/contracts';
import { callRoute } from '../lib/call-route';
import { createApiClient, type ApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const onUnauthorized = jest.fn();
  const client = createApiClient({
    storage: memoryStorage({ adminToken: 'adm', adminId: '2' }),
    onUnauthorized,
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls, onUnauthorized };
};

const at = '2030-01-01T10:00:00.000Z';
const user = {
  id: 5,
  firstName: 'Lia',
  lastName: 'Reis',
  email: 'lia@example.com',
  phoneNumber: '(11) 98765-4321',
  status: 'ACTIVE',
  active: true,
  createdAt: at,
};
const details = {
  eventDate: '2030-06-15',
  startTime: '18:00',
  endTime: '23:00',
  eventType: 'in-person',
  eventLocation: 'Salão',
  postalCode: null,
  fullAddress: 'Rua A, 1',
  latitude: null,
  longitude: null,
  transmission: null,
  transmissionLink: null,
  transmissionPassword: null,
};
const event = {
  id: 3,
  title: 'Festa',
  subtitle: 'Lia',
  slug: 'festa-lia',
  active: true,
  color: '#c2185b',
  titleDescription: '',
  description: '',
  eventCategoryId: 1,
  avatarUrl: null,
  bannerUrl: null,
  details,
  createdAt: at,
  updatedAt: at,
  user: { id: 5, firstName: 'Lia', lastName: 'Reis' },
};
const guest = {
  id: 9,
  eventId: 3,
  firstName: 'Bruno',
  lastName: 'T',
  email: 'bruno@example.com',
  phoneNumber: '(51) 98888-7777',
  attending: true,
  companions: 1,
  companionNames: ['Carla T'],
  message: 'Estaremos lá!',
  createdAt: at,
};
const guestForm = {
  firstName: 'Bruno',
  lastName: 'T',
  email: 'bruno@example.com',
  phoneNumber: '(51) 98888-7777',
};
const eventBody = {
  title: 'Festa',
  subtitle: 'Lia',
  slug: 'festa-lia',
  details: { ...details, eventType: 'in-person' as const },
};

type Case = [
  name: string,
  call: (client: ApiClient) => Promise<unknown>,
  answer: object,
  method: string,
  url: string,
  body?: object,
];

const cases: Case[] = [
  [
    'dashboard.adminTotals',
    (client) => callRoute(dashboardRoutes.adminTotals, {}, client),
    { totals: { events: 1, gifts: 2, pendingPayouts: 3 } },
    'GET',
    '/api/admin/dashboard/retrieve',
  ],
  [
    'accounts.adminListUsers',
    (client) =>
      callRoute(
        adminUsersRoutes.list,
        { query: { name: 'lia', email: '', page: 2, limit: 20 } },
        client,
      ),
    { users: [user], total: 21, totalIsLowerBound: false },
    'GET',
    '/api/admin/users?name=lia&page=2&limit=20',
  ],
  [
    'accounts.adminUserEvents',
    (client) =>
      callRoute(adminUsersRoutes.events, { params: { id: 5 } }, client),
    {
      events: [
        {
          id: 3,
          title: 'Festa',
          subtitle: 'Lia',
          createdAt: at,
          location: 'Online',
          description: '',
          role: 'owner',
        },
      ],
    },
    'GET',
    '/api/admin/user-events/5',
  ],
  [
    'accounts.adminUpdateUser',
    (client) =>
      callRoute(
        adminUsersRoutes.update,
        { params: { id: 5 }, body: { ...guestForm, active: 0 } },
        client,
      ),
    { message: 'Alterações salvas com sucesso.', user },
    'PUT',
    '/api/admin/users/5',
    { ...guestForm, active: 0 },
  ],
  [
    'events.adminList',
    (client) =>
      callRoute(
        eventsRoutes.adminList,
        {
          query: {
            page: 1,
            title: 'festa',
            active: 'disabled',
            dateFilterType: 'eventDate',
            startDate: '2030-01-01',
          },
        },
        client,
      ),
    {
      events: [
        {
          id: 3,
          title: 'Festa',
          subtitle: 'Lia',
          slug: 'festa-lia',
          active: false,
          color: '#c2185b',
          createdAt: at,
          updatedAt: at,
          eventDate: null,
          user: { firstName: 'Lia', lastName: 'Reis' },
        },
      ],
      total: 1,
      totalIsLowerBound: false,
      totalPages: 1,
    },
    'GET',
    '/api/admin/events?page=1&title=festa&active=disabled&dateFilterType=eventDate&startDate=2030-01-01',
  ],
  [
    'events.adminGet',
    (client) => callRoute(eventsRoutes.adminGet, { params: { id: 3 } }, client),
    { event },
    'GET',
    '/api/admin/events/3',
  ],
  [
    'events.adminUpdate',
    (client) =>
      callRoute(
        eventsRoutes.adminUpdate,
        { params: { id: 3 }, body: eventBody },
        client,
      ),
    { message: 'Evento atualizado com sucesso!' },
    'PUT',
    '/api/admin/events/3',
    eventBody,
  ],
  [
    'messages.adminList',
    (client) =>
      callRoute(messagesRoutes.adminList, { params: { id: 3 } }, client),
    {
      messages: [
        {
          id: 1,
          firstName: 'C',
          lastName: 'D',
          email: 'c@example.com',
          message: 'Oi',
          createdAt: at,
        },
      ],
      total: 1,
    },
    'GET',
    '/api/admin/events/3/messages',
  ],
  [
    'messages.adminRemove',
    (client) =>
      callRoute(
        messagesRoutes.adminRemove,
        { params: { id: 3, messageId: 1 } },
        client,
      ),
    { message: 'Recado removido com sucesso.' },
    'DELETE',
    '/api/admin/events/3/messages/1',
  ],
  [
    'guests.adminList',
    (client) =>
      callRoute(guestsRoutes.adminList, { params: { id: 3 } }, client),
    { guests: [guest], total: 1 },
    'GET',
    '/api/admin/events/3/guests',
  ],
  [
    'guests.adminAdd',
    (client) =>
      callRoute(
        guestsRoutes.adminAdd,
        { params: { id: 3 }, body: guestForm },
        client,
      ),
    { message: 'Convidado adicionado com sucesso.', guest },
    'POST',
    '/api/admin/events/3/guests',
    guestForm,
  ],
  [
    'guests.adminUpdate',
    (client) =>
      callRoute(
        guestsRoutes.adminUpdate,
        { params: { id: 3, guestId: 9 }, body: guestForm },
        client,
      ),
    { message: 'Convidado atualizado com sucesso.', guest },
    'PUT',
    '/api/admin/events/3/guests/9',
    guestForm,
  ],
  [
    'guests.adminRemove',
    (client) =>
      callRoute(
        guestsRoutes.adminRemove,
        { params: { id: 3, guestId: 9 } },
        client,
      ),
    { message: 'Convidado removido com sucesso.' },
    'DELETE',
    '/api/admin/events/3/guests/9',
  ],
  [
    'money.adminReceivedGifts',
    (client) =>
      callRoute(moneyRoutes.adminReceivedGifts, { params: { id: 3 } }, client),
    {
      receivedGifts: [
        {
          id: 4,
          guestName: '',
          guestContact: '+5511987654321',
          guestNote: 'Felicidades!',
          invitationName: null,
          thankedAt: null,
          createdAt: at,
          status: 'APPROVED',
          userAmount: 9_500,
          total: 10_000,
          items: [
            {
              id: 1,
              giftName: 'Lua de mel',
              quantity: 2,
              unitPrice: 10_000,
              kind: 'shares',
              shareCount: 10,
              gift: { imageUrl: null },
            },
          ],
        },
      ],
      total: 1,
    },
    'GET',
    '/api/admin/events/3/received-gifts',
  ],
  [
    'money.adminTransactions',
    (client) =>
      callRoute(moneyRoutes.adminTransactions, { params: { id: 3 } }, client),
    {
      totalReceived: 9_500,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 9_500,
    },
    'GET',
    '/api/admin/events/3/transactions',
  ],
  [
    'services.adminEventContracted',
    (client) =>
      callRoute(
        servicesRoutes.adminEventContracted,
        { params: { id: 3 } },
        client,
      ),
    {
      contractedServices: [
        {
          id: 1,
          serviceId: 2,
          name: '+20 fotos',
          price: 1_990,
          type: 'IMAGE',
          quantity: 20,
          contractedAt: at,
        },
      ],
    },
    'GET',
    '/api/admin/events/3/services/contracted',
  ],
  [
    'services.adminEventPending',
    (client) =>
      callRoute(
        servicesRoutes.adminEventPending,
        { params: { id: 3 } },
        client,
      ),
    {
      pendingServices: [
        {
          id: 1,
          serviceId: 2,
          name: 'Senha',
          price: 1_490,
          type: 'PASSWORD',
          quantity: 1,
          status: 'PENDING',
          expirationAt: null,
        },
      ],
    },
    'GET',
    '/api/admin/events/3/services/pending-payments',
  ],
  [
    'services.adminEventDefaults',
    (client) =>
      callRoute(
        servicesRoutes.adminEventDefaults,
        { params: { id: 3 } },
        client,
      ),
    { servicesDefault: [{ id: 1, name: 'Fotos', type: 'IMAGE', quantity: 5 }] },
    'GET',
    '/api/admin/events/3/services/default',
  ],
  [
    'money.adminPayouts',
    (client) =>
      callRoute(
        moneyRoutes.adminPayouts,
        { query: { status: 'PAID' } },
        client,
      ),
    {
      payouts: [
        {
          id: 7,
          eventId: 3,
          user: { firstName: 'Lia', lastName: 'Reis' },
          event: { title: 'Festa' },
          requestedAmount: 9_500,
          paidAmount: 9_500,
          status: 'PAID',
          createdAt: at,
          destinationMasked: 'Pix CPF ***.982.247-**',
          destinationKind: 'PIX',
          transferId: 'E18236120202611231530s0123456789',
          failureReason: null,
          destinationChangedAt: null,
          holderIsNotHost: false,
        },
      ],
      total: 1,
    },
    'GET',
    '/api/admin/payouts?status=PAID',
  ],
];

describe('admin back-office calls', () => {
  it.each(
    cases.map(([name, call, answer, method, url, body]) => ({
      name,
      call,
      answer,
      method,
      url,
      body,
    })),
  )(
    '$name calls the api with the admin session and parses the answer',
    async ({ call, answer, method, url, body }) => {
      const { client, calls } = setup({ success: true, ...answer });
      await expect(call(client)).resolves.toEqual({ success: true, ...answer });
      expect(calls).toHaveLength(1);
      expect(calls[0]?.url).toBe(url);
      expect(calls[0]?.init.method).toBe(method);
      expect(calls[0]?.init.headers).toMatchObject({
        Authorization: 'Bearer adm',
        'X-Admin-Id': '2',
      });
      if (body)
        expect(JSON.parse(String(itemAt(calls, 0).init.body))).toEqual(body);
      else expect(itemAt(calls, 0).init.body).toBeUndefined();
    },
  );

  it('raises the server message of a 409 and sends a 401 to the login', async () => {
    const conflict = setup(
      { success: false, message: 'O link está em uso, por favor, crie outro.' },
      409,
    );
    await expect(
      callRoute(
        eventsRoutes.adminUpdate,
        { params: { id: 3 }, body: eventBody },
        conflict.client,
      ),
    ).rejects.toMatchObject({
      status: 409,
      message: 'O link está em uso, por favor, crie outro.',
    });

    const expired = setup({ success: false, message: 'Sessão inválida.' }, 401);
    await expect(
      callRoute(dashboardRoutes.adminTotals, {}, expired.client),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(expired.onUnauthorized).toHaveBeenCalledWith('admin');
  });

  it('refuses an answer that does not match the contract', async () => {
    const { client } = setup({ success: true, totals: { events: 'x' } });
    await expect(
      callRoute(dashboardRoutes.adminTotals, {}, client),
    ).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});
