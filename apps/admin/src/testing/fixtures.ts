import type {
  AdminEvent,
  AdminEventListItem,
  AdminMeResponse,
  AdminUser,
} from '@celebra/contracts';

export const adminMe: AdminMeResponse = {
  success: true,
  admin: {
    id: 1,
    firstName: 'Marina',
    lastName: 'Costa',
    email: 'admin@celebra.dev',
  },
};

export const signIn = () => {
  localStorage.setItem('adminToken', 'admin-token');
  localStorage.setItem('adminId', '1');
};

/** The query strings the fake api received for `path`, in order. */
export const queriesTo = (
  fetchMock: jest.Mock,
  path: string,
): URLSearchParams[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);

export const makeUser = (
  id: number,
  overrides: Partial<AdminUser> = {},
): AdminUser => ({
  id,
  firstName: `Nome${id}`,
  lastName: `Sobrenome${id}`,
  email: `user${id}@example.com`,
  phoneNumber: '(11) 98765-4321',
  status: 'ACTIVE',
  active: true,
  createdAt: '2025-03-04T15:06:07.000Z',
  ...overrides,
});

export const makeEventListItem = (
  id: number,
  overrides: Partial<AdminEventListItem> = {},
): AdminEventListItem => ({
  id,
  title: `Evento ${id}`,
  subtitle: 'Subtítulo',
  slug: `evento-${id}`,
  active: true,
  color: '#c2185b',
  createdAt: '2025-03-04T15:06:07.000Z',
  updatedAt: '2025-03-04T15:06:07.000Z',
  eventDate: '2025-12-20',
  user: { firstName: 'Ana', lastName: 'Lima' },
  ...overrides,
});

export const makeEvent = (overrides: Partial<AdminEvent> = {}): AdminEvent => ({
  id: 42,
  title: 'Casamento Ana e Leo',
  subtitle: 'Nosso grande dia',
  slug: 'ana-e-leo',
  active: true,
  color: '#c2185b',
  titleDescription: 'Bem-vindos',
  description: 'Venha celebrar conosco',
  eventCategoryId: 1,
  avatarUrl: null,
  bannerUrl: null,
  details: {
    eventDate: '2025-12-20',
    startTime: '16:00',
    endTime: '23:00',
    eventType: 'in-person',
    eventLocation: 'Espaço Jardim',
    postalCode: '01310-100',
    fullAddress: 'Av. Paulista, 1000',
    latitude: null,
    longitude: null,
    transmission: null,
    transmissionLink: null,
    transmissionPassword: null,
  },
  createdAt: '2025-03-04T15:06:07.000Z',
  updatedAt: '2025-03-04T15:06:07.000Z',
  user: { id: 3, firstName: 'Ana', lastName: 'Lima' },
  ...overrides,
});

/** Text matcher options that keep the no-break space after 'R$'. */
export const keepSpaces = { normalizer: (text: string) => text.trim() };
