import { slugAvailabilityResponseSchema } from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp, unique } from '../../test/factories';
import { SLUG_CHECKS_PER_MINUTE } from './event-slug';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const check = (slug: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/slug-availability?slug=${encodeURIComponent(slug)}`,
    remoteAddress,
  });

describe('GET /api/users/slug-availability', () => {
  it('answers available for a free slug, without a session', async () => {
    const slug = unique('livre').toLowerCase();
    const response = await check(slug);

    expect(response.statusCode).toBe(200);
    expect(slugAvailabilityResponseSchema.parse(response.json())).toEqual({
      success: true,
      slug,
      available: true,
      message: 'Link disponível.',
    });
  });

  it("answers taken for another event's slug, whatever its case and spaces", async () => {
    const host = await createHost(t.database.db);
    const response = await check(`  ${host.event.slug.toUpperCase()} `);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      slug: host.event.slug,
      available: false,
      message: 'O link está em uso, por favor, crie outro.',
    });
  });

  it.each(['api', 'media', 'assets', 'static'])(
    'counts the reserved slug %s as taken',
    async (slug) => {
      const response = await check(slug);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ available: false });
    },
  );

  it.each([
    ['', 'O link do evento não pode ser vazio.'],
    ['ab', 'O link deve ter entre 3 e 60 caracteres.'],
    [
      'ana & bruno',
      'O link pode ter apenas letras minúsculas, números e hífens (sem hífen no início ou no fim).',
    ],
  ])(
    'refuses the malformed slug %j with a 400 and its message',
    async (slug, message) => {
      const response = await check(slug);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    },
  );

  it('refuses a missing slug with a 400 in Portuguese', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/slug-availability',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'O link do evento não pode ser vazio.',
    });
  });

  it(`allows ${SLUG_CHECKS_PER_MINUTE} checks a minute per address`, async () => {
    const ip = nextIp();
    for (let index = 0; index < SLUG_CHECKS_PER_MINUTE; index += 1) {
      expect((await check(`festa-${index}`, ip)).statusCode).toBe(200);
    }
    const limited = await check('festa-mais-uma', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
    );
    expect((await check('festa-mais-uma')).statusCode).toBe(200);
  });
});
