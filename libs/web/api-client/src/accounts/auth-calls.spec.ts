import { createApiClient } from '../lib/create-api-client';
import { fakeFetch, fakeResponse, memoryStorage } from '../lib/test-helpers';
import { getCurrentUser } from './get-current-user';
import { loginUser } from './login-user';
import { logoutUser } from './logout-user';
import { registerUser } from './register-user';

const setup = (body: unknown, status = 200) => {
  const fetch = fakeFetch(() => fakeResponse(status, body));
  const client = createApiClient({
    storage: memoryStorage({ userToken: 'tok', userId: '7' }),
    onUnauthorized: jest.fn(),
    fetchImpl: fetch.impl,
  });
  return { client, calls: fetch.calls };
};

const event = {
  id: 3,
  slug: 'ana',
  title: 'T',
  subtitle: 'S',
  titleDescription: '',
  description: '',
  color: '#c2185b',
  avatarUrl: null,
  bannerUrl: null,
};

describe('user session calls', () => {
  it('loginUser posts the credentials without auth and parses token and id', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'ok',
      token: 'abc',
      id: 7,
      extra: 'dropped',
    });
    const answer = await loginUser(
      { email: 'ana@example.com', password: 'x' },
      client,
    );
    expect(answer).toEqual({
      success: true,
      message: 'ok',
      token: 'abc',
      id: 7,
    });
    expect(calls[0].url).toBe('/api/users/login');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      email: 'ana@example.com',
      password: 'x',
    });
  });

  it('registerUser posts the registration data', async () => {
    const { client, calls } = setup({
      success: true,
      message: 'ok',
      token: 'abc',
      id: 9,
    });
    await registerUser(
      {
        eventType: 1,
        event: 2,
        title: 'T',
        subtitle: 'S',
        slug: 'ana',
        giftList: [1, 2, 3, 4],
        firstName: 'Ana',
        lastName: 'Souza',
        phoneNumber: '(11) 98765-4321',
        email: 'ana@example.com',
        password: 'senha1234',
        confirmPassword: 'senha1234',
      },
      client,
    );
    expect(calls[0].url).toBe('/api/users/register');
    expect(JSON.parse(String(calls[0].init.body)).giftList).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('getCurrentUser sends the session and parses user and event', async () => {
    const user = {
      id: 7,
      first_name: 'Ana',
      last_name: 'Souza',
      email: 'ana@example.com',
      phone_number: '(11) 98765-4321',
    };
    const { client, calls } = setup({ success: true, user, event });
    await expect(getCurrentUser(client)).resolves.toEqual({
      success: true,
      user,
      event,
    });
    expect(calls[0].init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'X-User-Id': '7',
    });
  });

  it('getCurrentUser refuses an answer without the event', async () => {
    const { client } = setup({ success: true, user: {} });
    await expect(getCurrentUser(client)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('logoutUser posts with the session', async () => {
    const { client, calls } = setup({ success: true, message: 'bye' });
    await expect(logoutUser(client)).resolves.toEqual({
      success: true,
      message: 'bye',
    });
    expect(calls[0].url).toBe('/api/users/logout');
    expect(calls[0].init.method).toBe('POST');
  });
});
