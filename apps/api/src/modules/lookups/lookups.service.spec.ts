import pino from 'pino';
import {
  createSharedStore,
  type SharedStore,
} from '../../lib/shared-store/shared-store';
import { createLookupsService } from './lookups.service';
import { LookupUnavailableError } from './lookup-unavailable-error';
import {
  type LookupStandIn,
  startLookupStandIn,
} from './testing/lookup-stand-in';

let standIn: LookupStandIn;
let shared: SharedStore;

beforeAll(async () => {
  shared = await createSharedStore({
    prefix: 'test:',
    log: pino({ enabled: false }),
  });
});

beforeEach(async () => {
  standIn = await startLookupStandIn();
});

afterEach(async () => {
  await standIn.close();
});

const service = (timeoutMs = 5000) =>
  createLookupsService({
    viaCepBaseUrl: standIn.baseUrl,
    nominatimBaseUrl: standIn.baseUrl,
    userAgent: 'Celebra/test',
    shared,
    timeoutMs,
    geocodeIntervalMs: 1000,
  });

describe('lookups service', () => {
  it('gives up on a provider that does not answer in time', async () => {
    standIn.delayAnswers(500);
    const lookups = service(100);

    await expect(lookups.lookupCep('01001-000')).rejects.toBeInstanceOf(
      LookupUnavailableError,
    );
    await expect(lookups.geocode('Praça da Sé')).rejects.toMatchObject({
      provider: 'Nominatim',
      reason: 'no answer in 100 ms',
    });
  });

  it('asks the provider once for the same CEP asked twice at the same time', async () => {
    const lookups = service();
    const answers = await Promise.all([
      lookups.lookupCep('01001-000'),
      lookups.lookupCep('01001000'),
    ]);

    expect(answers[0]).toEqual(answers[1]);
    expect(standIn.requestsTo('viacep')).toHaveLength(1);
  });

  it('treats an answer that is not ViaCEP JSON as unavailable', async () => {
    const lookups = createLookupsService({
      viaCepBaseUrl: `${standIn.baseUrl}/health-is-not-here`,
      nominatimBaseUrl: standIn.baseUrl,
      userAgent: 'Celebra/test',
      shared,
    });

    await expect(lookups.lookupCep('01001-000')).rejects.toMatchObject({
      provider: 'ViaCEP',
      reason: 'HTTP 404',
    });
  });

  it('treats a refused connection as unavailable', async () => {
    const nobody = createLookupsService({
      viaCepBaseUrl: 'http://127.0.0.1:9',
      nominatimBaseUrl: 'http://127.0.0.1:9',
      userAgent: 'Celebra/test',
      shared,
    });

    await expect(nobody.lookupCep('01001-000')).rejects.toBeInstanceOf(
      LookupUnavailableError,
    );
  });
});
