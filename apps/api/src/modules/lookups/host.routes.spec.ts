import {
  cepLookupResponseSchema,
  geocodeResponseSchema,
  itemAt,
} from '@celebra/contracts';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createHost, type TestHost } from '../../test/factories';
import {
  type LookupStandIn,
  PRACA_DA_SE,
  PRACA_DA_SE_PLACE,
  startLookupStandIn,
} from './testing/lookup-stand-in';

let t: TestApp;
let standIn: LookupStandIn;
let host: TestHost;

beforeAll(async () => {
  standIn = await startLookupStandIn({
    ceps: {
      '01001000': PRACA_DA_SE,
      '20040020': {
        ...PRACA_DA_SE,
        cep: '20040-020',
        logradouro: 'Praça Pio X',
        bairro: 'Centro',
        localidade: 'Rio de Janeiro',
        uf: 'RJ',
      },
      '69900001': {
        ...PRACA_DA_SE,
        cep: '69900-001',
        logradouro: '',
        bairro: '',
        localidade: 'Rio Branco',
        uf: 'AC',
      },
      '99999999': 'erro-string',
      '88888888': 'erro-boolean',
    },
    places: [
      PRACA_DA_SE_PLACE,
      {
        match: 'candelária',
        lat: '-22.9008',
        lon: '-43.1773',
        display_name: 'Igreja da Candelária, Centro, Rio de Janeiro',
      },
      {
        match: 'pelourinho',
        lat: '-12.9730',
        lon: '-38.5083',
        display_name: 'Pelourinho, Salvador',
      },
      {
        match: 'ver-o-peso',
        lat: '-1.4527',
        lon: '-48.5036',
        display_name: 'Ver-o-Peso, Belém',
      },
    ],
  });
  t = await createTestApp({
    env: {
      VIACEP_BASE_URL: `${standIn.baseUrl}/`,
      NOMINATIM_BASE_URL: standIn.baseUrl,
    },
  });
  host = await createHost(t.database.db);
});

afterAll(async () => {
  await t.close();
  await standIn.close();
});

afterEach(() => {
  standIn.failWith(null);
});

const get = (url: string, headers: Record<string, string> = host.headers) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/users/lookup/cep/{cep}', () => {
  it('answers 401 without a session and asks ViaCEP nothing', async () => {
    const response = await get('/api/users/lookup/cep/01001-000', {});

    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'Sessão inválida ou expirada. Faça login novamente.',
    );
    expect(standIn.requestsTo('viacep')).toHaveLength(0);
  });

  it('answers the address with street, district, city and state joined as fullAddress', async () => {
    const response = await get('/api/users/lookup/cep/01001-000');

    expect(response.statusCode).toBe(200);
    expect(cepLookupResponseSchema.parse(response.json())).toEqual({
      success: true,
      address: {
        postalCode: '01001-000',
        street: 'Praça da Sé',
        district: 'Sé',
        city: 'São Paulo',
        state: 'SP',
        fullAddress: 'Praça da Sé, Sé, São Paulo, SP',
      },
    });
    const [request] = standIn.requestsTo('viacep');
    expect(request?.path).toBe('/ws/01001000/json/');
    expect(request?.headers['user-agent']).toBe(
      'Celebra/1.0 (contato@celebra.dev)',
    );
  });

  it('leaves the blank parts of a whole-city CEP out of fullAddress', async () => {
    const response = await get('/api/users/lookup/cep/69900001');

    expect(response.json().address).toMatchObject({
      postalCode: '69900-001',
      street: '',
      fullAddress: 'Rio Branco, AC',
    });
  });

  it.each([
    ['{"erro": "true"}', '99999-999'],
    ['{"erro": true}', '88888888'],
  ])(
    "answers 404 'CEP não encontrado.' when ViaCEP says %s",
    async (_, cep) => {
      const response = await get(`/api/users/lookup/cep/${cep}`);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'CEP não encontrado.',
      });
    },
  );

  it.each(['1234', '0100-1000', 'abcde-fgh', '010010000'])(
    "answers 400 '* Formato de CEP inválido' for %s without asking ViaCEP",
    async (cep) => {
      const before = standIn.requests.length;
      const response = await get(`/api/users/lookup/cep/${cep}`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: '* Formato de CEP inválido',
      });
      expect(standIn.requests).toHaveLength(before);
    },
  );

  it('answers 502 with a pt-BR message when ViaCEP fails, and does not keep the failure', async () => {
    standIn.failWith(500);
    const failed = await get('/api/users/lookup/cep/20040-020');

    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      success: false,
      code: 'LOOKUP_UNAVAILABLE',
      message:
        'Serviço de consulta indisponível no momento. Tente novamente mais tarde.',
    });

    standIn.failWith(null);
    const retried = await get('/api/users/lookup/cep/20040-020');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().address.fullAddress).toBe(
      'Praça Pio X, Centro, Rio de Janeiro, RJ',
    );
  });

  it('answers a CEP asked again from the cache, with or without the hyphen', async () => {
    const first = await get('/api/users/lookup/cep/01001000');
    const before = standIn.requestsTo('viacep').length;
    const again = await get('/api/users/lookup/cep/01001-000');

    expect(again.json()).toEqual(first.json());
    expect(standIn.requestsTo('viacep')).toHaveLength(before);
  });
});

describe('GET /api/users/lookup/geocode', () => {
  const geocode = (q: string, headers?: Record<string, string>) =>
    get(`/api/users/lookup/geocode?q=${encodeURIComponent(q)}`, headers);

  it('answers 401 without a session', async () => {
    const response = await geocode('Praça da Sé, São Paulo', {});

    expect(response.statusCode).toBe(401);
    expect(standIn.requestsTo('nominatim')).toHaveLength(0);
  });

  it('answers the first match with numeric coordinates, asking Nominatim as its policy requires', async () => {
    const response = await geocode('Praça da Sé, Sé, São Paulo, SP');

    expect(response.statusCode).toBe(200);
    expect(geocodeResponseSchema.parse(response.json())).toEqual({
      success: true,
      location: {
        latitude: -23.5503898,
        longitude: -46.6330809,
        displayName: PRACA_DA_SE_PLACE.display_name,
      },
    });
    const [request] = standIn.requestsTo('nominatim');
    expect(request?.path).toBe('/search');
    expect(request?.query).toEqual({
      q: 'praça da sé, sé, são paulo, sp',
      format: 'jsonv2',
      limit: '1',
      countrycodes: 'br',
      addressdetails: '1',
    });
    expect(request?.headers['user-agent']).toBe(
      'Celebra/1.0 (contato@celebra.dev)',
    );
  });

  it('answers the same address again from the cache, whatever its case and spacing', async () => {
    await geocode('Praça da Sé, Sé, São Paulo, SP');
    const before = standIn.requestsTo('nominatim').length;
    const again = await geocode('  PRAÇA DA SÉ,   Sé, São Paulo, SP ');

    expect(again.statusCode).toBe(200);
    expect(again.json().location.latitude).toBe(-23.5503898);
    expect(standIn.requestsTo('nominatim')).toHaveLength(before);
  });

  it("answers 404 'Endereço não encontrado.' when nothing matches", async () => {
    const response = await geocode('Rua que não existe, 123');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Endereço não encontrado.',
    });
  });

  it('answers 400 without an address', async () => {
    const response = await get('/api/users/lookup/geocode?q=%20');

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('* Campo Endereço é obrigatório');
  });

  it('answers 502 when Nominatim fails', async () => {
    standIn.failWith(503);
    const response = await geocode('Pelourinho, Salvador');

    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Serviço de consulta indisponível no momento. Tente novamente mais tarde.',
    );
  });

  it('sends two searches asked at once at least one second apart', async () => {
    const [first, second] = await Promise.all([
      geocode('Igreja da Candelária, Rio de Janeiro'),
      geocode('Mercado Ver-o-Peso, Belém'),
    ]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const times = standIn
      .requestsTo('nominatim')
      .filter(({ query }) => /candelária|ver-o-peso/.test(query.q ?? ''))
      .map((request) => request.at);
    expect(times).toHaveLength(2);
    expect(
      Math.abs(itemAt(times, 1) - itemAt(times, 0)),
    ).toBeGreaterThanOrEqual(1000);
  });
});

describe('OpenAPI', () => {
  it('documents both lookups with their 502 answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
    });
    const { paths } = response.json();

    for (const path of [
      '/api/users/lookup/cep/{cep}',
      '/api/users/lookup/geocode',
    ]) {
      expect(Object.keys(paths[path])).toEqual(['get']);
      expect(Object.keys(paths[path].get.responses)).toEqual(
        expect.arrayContaining(['200', '400', '401', '404', '502']),
      );
    }
    expect(paths['/api/users/lookup/geocode'].get.parameters).toEqual([
      expect.objectContaining({ name: 'q', in: 'query', required: true }),
    ]);
  });
});
