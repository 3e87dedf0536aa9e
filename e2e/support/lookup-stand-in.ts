import path from 'node:path';
import { e2eApiPort } from './urls';

/**
 * The ViaCEP + Nominatim stand-in of the e2e stack (apps/api/src/modules/lookups/testing):
 * the api's VIACEP_BASE_URL and NOMINATIM_BASE_URL point at it, so no test reaches the real
 * services. It knows CEP 01001-000 (Praça da Sé) and geocodes addresses containing
 * 'Praça da Sé'.
 */
export const lookupStandInPort = Number(
  process.env.E2E_LOOKUP_PORT || e2eApiPort + 1000,
);

export const lookupStandInUrl = `http://127.0.0.1:${lookupStandInPort}`;

/** Playwright webServer entry that starts it. */
export const lookupStandInServer = {
  command:
    'node_modules/.bin/tsx apps/api/src/modules/lookups/testing/serve-lookup-stand-in.ts',
  cwd: path.resolve(__dirname, '../..'),
  url: `${lookupStandInUrl}/health`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { LOOKUP_STAND_IN_PORT: String(lookupStandInPort) },
};

/** What the stand-in answers for CEP 01001-000 and for its address. */
export const pracaDaSe = {
  cep: '01001-000',
  fullAddress: 'Praça da Sé, Sé, São Paulo, SP',
  marker: 'marker=-23.550390,-46.633081',
};
