import { createTestApp, type TestApp } from '../test/create-test-app';
import { createAdmin, createHost, nextIp } from '../test/factories';

const PER_ADDRESS = 4;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_MAX_FAILURES_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS) },
  });
});

afterAll(async () => {
  await t.close();
});

const login = (
  url: '/api/users/login' | '/api/admin/login',
  payload: { email: string; password: string },
  remoteAddress: string,
) => t.app.inject({ method: 'POST', url, payload, remoteAddress });

describe.each([
  ['/api/users/login', 'host'],
  ['/api/admin/login', 'administrator'],
] as const)('%s failures from one address', (url, who) => {
  it(`refuses any ${who} e-mail with 429 once the address failed with several accounts`, async () => {
    const account =
      who === 'host'
        ? (await createHost(t.database.db)).user
        : (await createAdmin(t.database.db)).admin;
    const address = nextIp();
    for (let index = 0; index < PER_ADDRESS; index += 1) {
      const response = await login(
        url,
        { email: `conta${index}@example.com`, password: 'errada1234' },
        address,
      );
      expect(response.statusCode).toBe(401);
    }

    const blocked = await login(
      url,
      { email: account.email, password: account.password },
      address,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await login(
      url,
      { email: account.email, password: account.password },
      nextIp(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
