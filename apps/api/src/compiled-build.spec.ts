import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import {
  createTestDatabase,
  DEMO_EVENT_SLUG,
  type TestDatabase,
} from '@celebra/db';

/**
 * The compiled api (`nx build api` → tools/build-api.mjs) runs with plain node: no tsx, the
 * workspace libraries bundled, migrations, the migrated PGlite data directory and the seed's
 * pictures beside the bundle. Built into a scratch folder of the workspace (the bundle finds
 * its npm packages in the workspace's node_modules), so dist/ is left alone. On PGlite it
 * starts from an empty DATA_DIR; with TEST_DB=postgres on a new, empty PostgreSQL database.
 */
const workspaceRoot = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });

/** Polls /api/ready until it answers 200 or the api exits. */
async function waitForReady(api: ChildProcess, port: number): Promise<void> {
  for (;;) {
    if (api.exitCode !== null)
      throw new Error(`the api exited with code ${api.exitCode}`);
    const answered = await fetch(`http://127.0.0.1:${port}/api/ready`, {
      signal: AbortSignal.timeout(5_000),
    }).catch(() => undefined);
    if (answered?.status === 200) return;
    await sleep(200);
  }
}

describe('the compiled api', () => {
  let buildDir: string;
  let dataDir: string;
  let postgres: TestDatabase | undefined;
  let api: ChildProcess | undefined;

  beforeAll(async () => {
    const scratch = path.join(workspaceRoot, 'tmp');
    await run('mkdir', ['-p', scratch]);
    buildDir = await mkdtemp(path.join(scratch, 'api-build-'));
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'celebra-compiled-'));
    await run(
      process.execPath,
      ['tools/build-api.mjs', `--outdir=${buildDir}`],
      { cwd: workspaceRoot },
    );
    if (process.env.TEST_DB === 'postgres')
      postgres = await createTestDatabase({ migrate: false });
  }, 600_000);

  afterAll(async () => {
    if (api && api.exitCode === null) {
      api.kill('SIGKILL');
      await once(api, 'exit');
    }
    await postgres?.close();
    await rm(buildDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts with plain node, migrates, seeds the demo, answers /api/ready and stops on SIGTERM', async () => {
    expect((await readdir(buildDir)).sort()).toEqual([
      'main.js',
      'main.js.map',
      'media-variants.js',
      'media-variants.js.map',
      'migrations',
      'pglite-data',
      'seed-pictures',
    ]);
    const port = await freePort();
    api = spawn(process.execPath, [path.join(buildDir, 'main.js')], {
      cwd: os.tmpdir(),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        API_PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(postgres?.databaseUrl
          ? { DATABASE_URL: postgres.databaseUrl }
          : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });

    await waitForReady(api, port);

    const site = await fetch(
      `http://127.0.0.1:${port}/api/guests/event/${DEMO_EVENT_SLUG}`,
    );
    expect(site.status).toBe(200);
    const { event } = (await site.json()) as { event: { bannerUrl: string } };
    const banner = await fetch(`http://127.0.0.1:${port}${event.bannerUrl}`);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toBe('image/webp');

    api.kill('SIGTERM');
    const [code] = await once(api, 'exit');
    expect(code).toBe(0);

    // The one-off task that gives pictures stored before the variants their phone widths runs
    // with plain node too, on the same data, and converts the demo's seeded pictures once.
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      ...(postgres?.databaseUrl ? { DATABASE_URL: postgres.databaseUrl } : {}),
    };
    const variants = path.join(buildDir, 'media-variants.js');
    const first = await run(process.execPath, [variants], { env });
    expect(first.stdout).toMatch(
      /media:variants: [1-9]\d* picture\(s\) converted/,
    );
    const again = await run(process.execPath, [variants], { env });
    expect(again.stdout).toMatch(/media:variants: 0 picture\(s\) converted/);
  });
});
