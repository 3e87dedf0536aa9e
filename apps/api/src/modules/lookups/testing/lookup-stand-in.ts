import { once } from 'node:events';
import {
  createServer,
  type IncomingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** A ViaCEP address record, every field as ViaCEP names it. */
export interface ViaCepRecord {
  cep: string;
  logradouro: string;
  complemento: string;
  unidade: string;
  bairro: string;
  localidade: string;
  uf: string;
  estado: string;
  regiao: string;
  ibge: string;
  gia: string;
  ddd: string;
  siafi: string;
}

/** How ViaCEP answers a well-formed CEP: the record, or one of its two "not found" bodies. */
export type ViaCepEntry = ViaCepRecord | 'erro-string' | 'erro-boolean';

/** A Nominatim place answered for every query that contains `match` (case-insensitive). */
export interface NominatimPlace {
  match: string;
  lat: string;
  lon: string;
  display_name: string;
}

export interface StandInRequest {
  provider: 'viacep' | 'nominatim' | 'other';
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Date.now() when the request arrived. */
  at: number;
}

export interface LookupStandInOptions {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  /** Keyed by the 8 digits; a well-formed CEP not listed answers `{"erro": "true"}`. */
  ceps?: Record<string, ViaCepEntry>;
  places?: NominatimPlace[];
}

/**
 * One local HTTP server speaking both providers' formats: ViaCEP `GET /ws/<cep>/json/`
 * (400 for a malformed CEP, `{"erro": "true"}` or `{"erro": true}` for an unknown one) and
 * Nominatim `GET /search?q=…&format=jsonv2` (an array with string lat/lon, `[]` when nothing
 * matches). Point VIACEP_BASE_URL and NOMINATIM_BASE_URL at `baseUrl`.
 */
export interface LookupStandIn {
  baseUrl: string;
  requests: StandInRequest[];
  /** Every provider request answers this status (a plain-text error page) until set to null. */
  failWith(status: number | null): void;
  /** Every provider answer waits this long first (timeouts). */
  delayAnswers(ms: number): void;
  /** Requests received for one provider. */
  requestsTo(provider: 'viacep' | 'nominatim'): StandInRequest[];
  close(): Promise<void>;
}

/** The answer of https://viacep.com.br/ws/01001000/json/. */
export const PRACA_DA_SE: ViaCepRecord = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  unidade: '',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};

export const PRACA_DA_SE_PLACE: NominatimPlace = {
  match: 'praça da sé',
  lat: '-23.5503898',
  lon: '-46.6330809',
  display_name:
    'Praça da Sé, Sé, São Paulo, Região Imediata de São Paulo, São Paulo, Região Sudeste, 01001-000, Brasil',
};

const CEP_PATH = /^\/ws\/([^/]+)\/json\/?$/;

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(text);
}

function place(entry: NominatimPlace, index: number) {
  return {
    place_id: 1000 + index,
    licence:
      'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'way',
    osm_id: 2000 + index,
    lat: entry.lat,
    lon: entry.lon,
    category: 'place',
    type: 'square',
    place_rank: 25,
    importance: 0.5,
    addresstype: 'square',
    name: entry.display_name.split(',')[0],
    display_name: entry.display_name,
    address: { country: 'Brasil', country_code: 'br' },
    boundingbox: [
      String(Number(entry.lat) - 0.001),
      String(Number(entry.lat) + 0.001),
      String(Number(entry.lon) - 0.001),
      String(Number(entry.lon) + 0.001),
    ],
  };
}

export async function startLookupStandIn({
  port = 0,
  host = '127.0.0.1',
  ceps = { '01001000': PRACA_DA_SE },
  places = [PRACA_DA_SE_PLACE],
}: LookupStandInOptions = {}): Promise<LookupStandIn> {
  const requests: StandInRequest[] = [];
  let failure: number | null = null;
  let delay = 0;

  const answer = (url: URL, response: ServerResponse) => {
    const cep = CEP_PATH.exec(url.pathname)?.[1];
    if (cep !== undefined) {
      if (!/^\d{8}$/.test(cep))
        return sendText(response, 400, '<h1>Http 400</h1><p>Bad Request</p>');
      const entry = ceps[cep] ?? 'erro-string';
      if (entry === 'erro-string')
        return sendJson(response, 200, { erro: 'true' });
      if (entry === 'erro-boolean')
        return sendJson(response, 200, { erro: true });
      return sendJson(response, 200, entry);
    }
    const query = (url.searchParams.get('q') ?? '').toLowerCase();
    const found = places.findIndex((entry) =>
      query.includes(entry.match.toLowerCase()),
    );
    const entry = places[found];
    return sendJson(response, 200, entry ? [place(entry, found)] : []);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/health')
      return sendJson(response, 200, { ok: true });
    const provider = CEP_PATH.test(url.pathname)
      ? 'viacep'
      : url.pathname === '/search'
        ? 'nominatim'
        : 'other';
    requests.push({
      provider,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      at: Date.now(),
    });
    if (provider === 'other') return sendText(response, 404, 'Not Found');
    const status = failure;
    setTimeout(() => {
      if (response.destroyed) return;
      if (status !== null)
        return sendText(response, status, `<h1>Http ${status}</h1>`);
      answer(url, response);
    }, delay);
  });

  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address() as AddressInfo;

  return {
    baseUrl: `http://${host}:${address.port}`,
    requests,
    failWith(status) {
      failure = status;
    },
    delayAnswers(ms) {
      delay = ms;
    },
    requestsTo(provider) {
      return requests.filter((request) => request.provider === provider);
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
