import {
  findInvitationResponseSchema,
  invitationMessages as m,
} from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, nextIp, type TestHost } from '../../test/factories';
import { contractService, setSitePassword } from '../../test/guest-factories';
import { createInvitation } from './personal-invitation.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

const find = (
  host: TestHost,
  firstName: string,
  lastName: string,
  remoteAddress = nextIp(),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guests/invitation/${host.event.slug}/find`,
    remoteAddress,
    payload: { firstName, lastName },
  });

async function eventWithHouseholds() {
  const host = await createHost(db());
  const souza = await createInvitation(db(), host.event.id, {
    email: 'souza@example.com',
    members: [
      { firstName: 'José', lastName: 'Conceição' },
      { firstName: 'Ana', lastName: 'Souza' },
      { firstName: 'Clara', lastName: 'Souza', isChild: true },
    ],
  });
  return { host, souza };
}

describe('POST /api/guests/invitation/{slug}/find', () => {
  it('finds the household of an exact full name, accents and case ignored, with its first names and code only', async () => {
    const { host, souza } = await eventWithHouseholds();
    const response = await find(host, 'jose', 'CONCEICAO');
    expect(response.statusCode).toBe(200);
    expect(
      findInvitationResponseSchema.strict().parse(response.json()),
    ).toEqual({
      code: souza.code,
      firstNames: ['José', 'Ana', 'Clara'],
    });
    expect(response.body).not.toContain('souza@example.com');
  });

  it.each([
    ['a partial first name', 'Jo', 'Conceição'],
    ['a wrong surname', 'José', 'Souza'],
    ['a first name only', 'José', 'S'],
    ['a partial surname', 'Ana', 'Sou'],
  ])('reveals nothing for %s (404)', async (_case, firstName, lastName) => {
    const { host } = await eventWithHouseholds();
    const response = await find(host, firstName, lastName);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: m.notFoundByName,
    });
  });

  it('answers 404 when two households have someone of that name', async () => {
    const { host } = await eventWithHouseholds();
    await createInvitation(db(), host.event.id, {
      name: 'Ana Souza (prima)',
      members: [{ firstName: 'Ana', lastName: 'Souza' }],
    });
    expect((await find(host, 'Ana', 'Souza')).statusCode).toBe(404);
    expect((await find(host, 'Clara', 'Souza')).statusCode).toBe(200);
  });

  it('does not find a household of another event', async () => {
    const { souza } = await eventWithHouseholds();
    const other = await createHost(db());
    const response = await find(other, 'José', 'Conceição');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(souza.code);
  });

  it('asks for the site password on a protected site', async () => {
    const { host } = await eventWithHouseholds();
    await contractService(db(), host.event.id, 'PASSWORD');
    await setSitePassword(db(), host.event.id, 'segredo123');
    const response = await find(host, 'José', 'Conceição');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ passwordRequired: true });
  });

  it('allows 10 searches per address and event in 10 minutes: the 11th is 429', async () => {
    const { host } = await eventWithHouseholds();
    const other = await createHost(db());
    const address = nextIp();
    for (let call = 0; call < 10; call++)
      expect((await find(host, 'Ana', 'Errado', address)).statusCode).toBe(404);
    const eleventh = await find(host, 'José', 'Conceição', address);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(
      /^Muitas buscas de convite deste endereço\. Tente novamente em \d+ minutos?\.$/,
    );
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(60);
    expect((await find(other, 'Ana', 'Errado', address)).statusCode).toBe(404);
    expect((await find(host, 'José', 'Conceição')).statusCode).toBe(200);
  });
});
