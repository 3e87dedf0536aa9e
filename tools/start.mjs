#!/usr/bin/env node
// `npm start`: builds the three apps, the api and the edge (cached by nx), starts the compiled
// api (`node dist/apps/api/main.js`) and edge (`node dist/apps/edge/main.js`), waits until the
// api is ready through the edge and prints where to go.
// Options: --no-build (use the existing dist/apps). Env: PORT, API_PORT, DATA_DIR,
// DATABASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD, … are passed to the children.
// Quiet by default (LOG_LEVEL=warn: warnings and errors only); LOG_LEVEL=info
// logs every request (but the public site's answers from memory) as a JSON line.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { compressFolder } from './lib/compress.mjs';
import { nxBuild } from './lib/nx-build.mjs';
import { label, spawnService, stopService } from './lib/processes.mjs';
import { waitForReady } from './lib/wait-for-ready.mjs';
import { nxEnv, seconds, workspaceRoot } from './lib/workspace.mjs';

const apps = ['host', 'guest', 'admin'];
const projects = [...apps, 'api', 'edge'];
const startedAt = performance.now();
const log = (message) => console.log(`${label('start')} ${message}`);

const port = process.env.PORT || '8080';
const apiPort = process.env.API_PORT || '3000';
const dataDir = path.resolve(workspaceRoot, process.env.DATA_DIR || 'data');
const distDir = path.join(workspaceRoot, 'dist/apps');
const readyTimeoutMs = Number(process.env.READY_TIMEOUT_MS || 180_000);
const logLevel = process.env.LOG_LEVEL || 'warn';

const env = {
  ...process.env,
  ...nxEnv,
  PORT: port,
  API_PORT: apiPort,
  DATA_DIR: dataDir,
  DIST_DIR: distDir,
  LOG_LEVEL: logLevel,
  PUBLIC_BASE_DOMAIN: process.env.PUBLIC_BASE_DOMAIN || `localhost:${port}`,
  // Shared by the api and the edge: the edge keeps the public event and hears every change.
  EDGE_KEY: process.env.EDGE_KEY || randomBytes(32).toString('base64url'),
};

async function buildApps() {
  const buildStartedAt = performance.now();
  log(`building ${projects.join(', ')} (nx, cached)…`);
  await nxBuild(projects, env);
  for (const app of apps) await compressFolder(path.join(distDir, app));
  log(`apps, api and edge built in ${seconds(buildStartedAt)}`);
}

function origin(prefix) {
  return port === '80'
    ? `http://${prefix}.localhost`
    : `http://${prefix}.localhost:${port}`;
}

function printBanner() {
  const adminEmail = process.env.ADMIN_EMAIL || 'admin@celebra.dev';
  const adminPassword = process.env.ADMIN_PASSWORD || 'Admin1234';
  console.log(
    [
      '',
      `Celebra is ready (${seconds(startedAt)})`,
      '',
      `  Host app        ${origin('users')}`,
      `  Guest site      ${origin('site')}/demo`,
      `  Back office     ${origin('admin')}`,
      `  API docs        ${origin('users')}/api/docs`,
      '',
      '  Demo host       demo@celebra.dev / Demo1234',
      `  Administrator   ${adminEmail} / ${adminPassword}`,
      '',
      `  Data            ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(dataDir, 'db')}`}`,
      `  Logs            ${logLevel === 'warn' ? 'warnings and errors only (LOG_LEVEL=info npm start logs every request)' : `LOG_LEVEL=${logLevel}`}`,
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

async function main() {
  if (!process.argv.includes('--no-build')) await buildApps();

  /** The services started so far, by name. */
  const services = new Map();
  let stopping = false;
  const stopAll = async (exitCode) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      [...services.values()].map((service) => stopService(service)),
    );
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      log(`${signal}: stopping ${[...services.keys()].join(' and ')}…`);
      void stopAll(0);
    });
  }

  /** Starts one service; resolves once `readyUrl` answers, rejects if the service exits first. */
  const startService = async (name, readyUrl) => {
    const service = spawnService(
      name,
      ['--enable-source-maps', path.join(distDir, `${name}/main.js`)],
      env,
    );
    services.set(name, service);
    const exited = service.exited.then(
      ({ code, signal }) => `${name} exited (${signal ?? `code ${code}`})`,
    );
    void exited.then((reason) => {
      if (stopping) return;
      log(`${reason}; stopping the others`);
      void stopAll(1);
    });
    await waitForReady(readyUrl, { timeoutMs: readyTimeoutMs, abort: exited });
  };

  // The api first, then the edge: the edge subscribes to the api's changes at once, and would
  // log the refusals of an api still starting.
  try {
    await startService('api', `http://127.0.0.1:${apiPort}/api/ready`);
    await startService('edge', `http://127.0.0.1:${port}/api/ready`);
  } catch (error) {
    log(`not ready: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(1);
    return;
  }
  printBanner();
}

main().catch((error) => {
  log(`failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
