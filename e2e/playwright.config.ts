import { defineConfig } from '@playwright/test';
import path from 'node:path';
import {
  lookupStandInServer,
  lookupStandInUrl,
} from './support/lookup-stand-in';
import { e2eDataDir } from './support/data-dir';
import { e2eApiPort, e2ePort } from './support/urls';

process.env.TZ = 'America/Sao_Paulo';

const workspaceRoot = path.resolve(__dirname, '..');
const dataDir = e2eDataDir;
const isCi = Boolean(process.env.CI);

const { DATABASE_URL: _unused, ...parentEnv } = process.env;
const serverEnv = Object.fromEntries(
  Object.entries(parentEnv).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  ),
);

export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(workspaceRoot, 'tmp/e2e-output'),
  fullyParallel: false,
  forbidOnly: isCi,
  retries: 0,
  // Two browsers at once in CI too: a suite spends most of its time waiting on pages, so on a
  // 2-core machine two workers finish in about 70% of one worker's time. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // CI runs this suite beside the api's jest on the same 2 cores: there a test that scans a
  // screen at two widths takes 30–36 s. Each wait still fails after expect's 7 s.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: path.join(workspaceRoot, 'tmp/e2e-report/playwright.json'),
      },
    ],
    [path.join(__dirname, 'support/count-reporter.ts')],
  ],
  use: {
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The DOM snapshots are what a failure is read from; the screencast that a trace adds by
    // default costs the suites about a quarter of their CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell, which `npm test` installs when missing (tools/lib/chromium.mjs).
      executablePath:
        process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /password-reset\.e2e\.ts$/ },
    // Resets the demo administrator's password (and closes its sessions): runs after every
    // other suite, which sign that administrator in.
    {
      name: 'password-reset',
      testMatch: /password-reset\.e2e\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // A fresh database for every run: the empty PostgreSQL database `npm test` makes when it
      // has a server (E2E_DATABASE_URL), else embedded PGlite; DATABASE_URL itself is dropped.
      command: `rm -rf "${dataDir}" && node tools/start.mjs`,
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${e2ePort}/api/ready`,
      reuseExistingServer: !isCi,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        ...serverEnv,
        ...(process.env.E2E_DATABASE_URL
          ? { DATABASE_URL: process.env.E2E_DATABASE_URL }
          : {}),
        PORT: String(e2ePort),
        API_PORT: String(e2eApiPort),
        DATA_DIR: dataDir,
        PUBLIC_BASE_DOMAIN: `localhost:${e2ePort}`,
        LOG_LEVEL: 'warn',
        // Suites register many hosts and try wrong passwords from one address.
        REGISTER_MAX_PER_MINUTE: '1000',
        LOGIN_MAX_FAILURES_PER_MINUTE: '1000',
        // A reused stack may run the password-reset suite several times within the hour.
        PASSWORD_RESET_MAX_PER_ADDRESS_PER_HOUR: '1000',
        // Postal-code and geocoding lookups go to the local stand-in, never to the real services.
        VIACEP_BASE_URL: lookupStandInUrl,
        NOMINATIM_BASE_URL: lookupStandInUrl,
      },
    },
    lookupStandInServer,
  ],
});
