import {
  getEventDetailsResponseSchema,
  updateEventDetailsResponseSchema,
} from '@celebra/contracts';
import { eventDetails } from '@celebra/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { snapshotTables } from '../../test/db-snapshot';
import { createHost, type TestHost } from '../../test/factories';

let t: TestApp;
let host: TestHost;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t.database.db);
});

afterAll(async () => {
  await t.close();
});

const inPerson = {
  date: '2026-10-12',
  startTime: '16:00',
  endTime: '23:30',
  eventType: 'in-person',
  eventLocation: 'Espaço Jardim',
  postalCode: '01310100',
  fullAddress: 'Avenida Paulista, Bela Vista, São Paulo, SP',
  latitude: -23.5614,
  longitude: -46.6559,
};

const virtual = {
  date: '2026-11-20',
  startTime: '19:00',
  endTime: '21:00',
  eventType: 'virtual',
  transmission: 'YouTube',
  transmissionLink: 'https://youtube.com/live/abc',
  transmissionPassword: 'festa2026',
};

const url = () => `/api/users/event-details/${host.event.id}`;
const get = () =>
  t.app.inject({ method: 'GET', url: url(), headers: host.headers });
const put = (payload: object) =>
  t.app.inject({ method: 'PUT', url: url(), headers: host.headers, payload });

/** PUT `payload`, expect 400 with exactly `fieldErrors`, and that nothing was written. */
async function expectRefused(
  payload: object,
  fieldErrors: Record<string, string[]>,
) {
  const before = await snapshotTables(t.database.db);
  const response = await put(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ success: false, fieldErrors });
  expect(Object.keys(response.json().fieldErrors).sort()).toEqual(
    Object.keys(fieldErrors).sort(),
  );
  expect(await snapshotTables(t.database.db)).toEqual(before);
}

describe('GET /api/users/event-details/{eventId}', () => {
  it('answers nulls before the host fills anything', async () => {
    const fresh = await createHost(t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/event-details/${fresh.event.id}`,
      headers: fresh.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = getEventDetailsResponseSchema.parse(response.json());
    expect(body.message).toBe('Informações do evento carregadas.');
    expect(body.eventDetails).toMatchObject({
      eventDate: null,
      startTime: null,
      eventType: 'in-person',
      postalCode: null,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/users/event-details/{eventId}', () => {
  it('saves an in-person event: date as eventDate, CEP as NNNNN-NNN', async () => {
    const response = await put(inPerson);
    expect(response.statusCode).toBe(200);
    const body = updateEventDetailsResponseSchema.parse(response.json());
    expect(body.message).toBe('Informações atualizadas.');
    const expected = {
      eventDate: '2026-10-12',
      startTime: '16:00',
      endTime: '23:30',
      eventType: 'in-person',
      eventLocation: 'Espaço Jardim',
      postalCode: '01310-100',
      fullAddress: 'Avenida Paulista, Bela Vista, São Paulo, SP',
      latitude: -23.5614,
      longitude: -46.6559,
      transmission: null,
      transmissionLink: null,
      transmissionPassword: null,
    };
    expect(body.eventDetails).toEqual(expected);
    expect((await get()).json().eventDetails).toEqual(expected);
  });

  it('saves a virtual event and clears the address of the in-person one', async () => {
    await put(inPerson);
    const response = await put({ ...virtual, postalCode: 'lixo' });
    expect(response.statusCode).toBe(200);
    expect(response.json().eventDetails).toEqual({
      eventDate: '2026-11-20',
      startTime: '19:00',
      endTime: '21:00',
      eventType: 'virtual',
      eventLocation: null,
      postalCode: null,
      fullAddress: null,
      latitude: null,
      longitude: null,
      transmission: 'YouTube',
      transmissionLink: 'https://youtube.com/live/abc',
      transmissionPassword: 'festa2026',
    });
  });

  it('creates the details row when the event has none', async () => {
    const fresh = await createHost(t.database.db);
    await t.database.db
      .delete(eventDetails)
      .where(eq(eventDetails.eventId, fresh.event.id));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event-details/${fresh.event.id}`,
      headers: fresh.headers,
      payload: virtual,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().eventDetails.eventDate).toBe('2026-11-20');
  });

  it('names every missing common field', async () => {
    await expectRefused(
      { eventType: 'virtual', transmission: 'Zoom' },
      {
        date: ['* Campo Data é obrigatório'],
        startTime: ['* Campo Horário de Início é obrigatório'],
        endTime: ['* Campo Horário de Término é obrigatório'],
        transmissionLink: ['* Campo Link da Transmissão é obrigatório'],
        transmissionPassword: ['* Campo Senha da Transmissão é obrigatório'],
      },
    );
  });

  it("refuses 'Das 16:30 às 15:00' on the end time and keeps what was saved", async () => {
    await expectRefused(
      { ...inPerson, startTime: '16:30', endTime: '15:00' },
      {
        endTime: [
          '* O horário de término deve ser depois do horário de início',
        ],
      },
    );
  });

  it('refuses a place or address split by a carriage return (it would break the calendar file)', async () => {
    const oneLine =
      'Use uma só linha, sem quebras de linha nem caracteres de controle.';
    await expectRefused(
      {
        ...inPerson,
        eventLocation: 'Espaço Jardim\rATTENDEE:mailto:x@example.com',
        fullAddress: 'Avenida Paulista\u2028Bela Vista',
      },
      { eventLocation: [oneLine], fullAddress: [oneLine] },
    );
  });

  it('requires the event type', async () => {
    await expectRefused(
      { ...inPerson, eventType: undefined },
      { eventType: ['* Campo Tipo do Evento é obrigatório'] },
    );
    await expectRefused(
      { ...inPerson, eventType: '' },
      { eventType: ['* Campo Tipo do Evento é obrigatório'] },
    );
  });

  it.each([
    ['eventLocation', '* Campo Local do Evento é obrigatório'],
    ['postalCode', '* Campo CEP é obrigatório'],
    ['fullAddress', '* Campo Endereço é obrigatório'],
  ])('requires %s of an in-person event', async (field, message) => {
    await expectRefused({ ...inPerson, [field]: '  ' }, { [field]: [message] });
    await expectRefused(
      { ...inPerson, [field]: undefined },
      { [field]: [message] },
    );
  });

  it.each(['0131-0100', '1234567', 'abcde-fgh'])(
    'refuses the CEP %p with ‘* Formato de CEP inválido’',
    async (postalCode) => {
      await expectRefused(
        { ...inPerson, postalCode },
        { postalCode: ['* Formato de CEP inválido'] },
      );
    },
  );

  it.each([
    ['transmission', '* Campo Transmissão é obrigatório'],
    ['transmissionLink', '* Campo Link da Transmissão é obrigatório'],
    ['transmissionPassword', '* Campo Senha da Transmissão é obrigatório'],
  ])('requires %s of a virtual event', async (field, message) => {
    await expectRefused({ ...virtual, [field]: '' }, { [field]: [message] });
    await expectRefused({ ...virtual, [field]: null }, { [field]: [message] });
  });

  it.each(['youtube.com/live', 'ftp://example.com/x', 'javascript:alert(1)'])(
    'refuses the transmission link %p',
    async (transmissionLink) => {
      await expectRefused(
        { ...virtual, transmissionLink },
        {
          transmissionLink: [
            'Informe um link válido, começando com http:// ou https://.',
          ],
        },
      );
    },
  );

  it.each([
    ['date', '2026-02-30', 'Data inválida.'],
    ['date', '12/10/2026', 'Data inválida.'],
    ['startTime', '24:00', 'Horário inválido.'],
    ['endTime', '7h', 'Horário inválido.'],
    ['latitude', 91, 'Valor inválido'],
    ['longitude', -180.5, 'Valor inválido'],
    ['latitude', '-23.5', 'Valor inválido'],
  ])('refuses %s = %p', async (field, value, message) => {
    await expectRefused(
      { ...inPerson, [field]: value },
      { [field]: [message] },
    );
  });

  it('answers 404 for another host’s event and writes nothing', async () => {
    const other = await createHost(t.database.db);
    const before = await snapshotTables(t.database.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: other.headers,
      payload: inPerson,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Evento não encontrado.');
    expect(await snapshotTables(t.database.db)).toEqual(before);
  });
});
