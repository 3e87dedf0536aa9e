import type { AdminMeResponse, AdminUser } from '@celebra/contracts';

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

export const makeUser = (id: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
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
