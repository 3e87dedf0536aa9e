#!/usr/bin/env node
// `npm run perf:start`: measures the api's start-up on an empty PGlite data directory, as
// `npm start` runs it (SEED_DEMO default: the demo data is seeded): the time from spawning
// `node` to the first 200 of /api/ready, and the process's peak resident memory (VmHWM).
// Each run gets a fresh temporary DATA_DIR; the median of PERF_RUNS runs (default 5) is
// printed. Exits 1 when the median time is over the target.
// Options: --source (run apps/api/src/main.ts through tsx instead of the compiled build, the
// way the api ran before it had one), --no-build (use the existing dist/apps/api), --json.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './lib/ports.mjs';
import { workspaceRoot } from './lib/workspace.mjs';
import { nxBuild } from './lib/nx-build.mjs';

export const targets = { readyMs: 3000 };

const runs = Math.max(1, Number(process.env.PERF_RUNS || 5));
const args = new Set(process.argv.slice(2));
const fromSource = args.has('--source');
const log = (message) => console.error(`[perf-start] ${message}`);

/** The api command: the compiled build with plain node, or the sources through tsx. */
function apiCommand() {
  return fromSource
    ? {
        args: ['--import', 'tsx', 'apps/api/src/main.ts'],
        env: { TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json' },
      }
    : {
        args: [
          '--enable-source-maps',
          path.join(workspaceRoot, 'dist/apps/api/main.js'),
        ],
        env: {},
      };
}

/** Peak resident set of a live process in bytes (Linux /proc), or undefined. */
async function peakRss(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(
    () => undefined,
  );
  const match = status?.match(/^VmHWM:\s+(\d+)\s+kB/m);
  return match ? Number(match[1]) * 1024 : undefined;
}

/**
 * CPU time (user + system) a live process has used, in ms (Linux /proc, clock ticks of 10 ms):
 * unlike the wall time it hardly moves when other processes load the machine.
 */
async function cpuMs(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(
    () => undefined,
  );
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measureOnce() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'celebra-start-'));
  const port = await freePort();
  const command = apiCommand();
  const startedAt = performance.now();
  const api = spawn(process.execPath, command.args, {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      ...command.env,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = Date.now() + 600_000;
    while (Date.now() < deadline) {
      if (api.exitCode !== null) throw new Error('the api exited early');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/ready`, {
          signal: AbortSignal.timeout(2000),
        });
        if (response.status === 200) {
          const readyMs = performance.now() - startedAt;
          return {
            readyMs,
            cpuMs: await cpuMs(api.pid),
            peakRssBytes: await peakRss(api.pid),
          };
        }
      } catch {
        // not listening yet
      }
      await sleep(20);
    }
    throw new Error('/api/ready did not answer 200 within 600 s');
  } finally {
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      const timer = setTimeout(() => api.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!fromSource && !args.has('--no-build')) {
    log('building the api (nx, cached)…');
    await nxBuild(['api']);
  }
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await measureOnce();
    log(
      `run ${run}/${runs}: ready in ${Math.round(result.readyMs)} ms (CPU ${result.cpuMs} ms), peak RSS ${Math.round((result.peakRssBytes ?? 0) / 2 ** 20)} MB`,
    );
    results.push(result);
  }
  const summary = {
    mode: fromSource ? 'source (tsx)' : 'compiled (node dist/apps/api/main.js)',
    runs,
    readyMs: Math.round(median(results.map((result) => result.readyMs))),
    cpuMs: median(results.map((result) => result.cpuMs ?? 0)),
    peakRssMb: Math.round(
      median(results.map((result) => result.peakRssBytes ?? 0)) / 2 ** 20,
    ),
  };
  const ok = summary.readyMs <= targets.readyMs;
  if (args.has('--json')) console.log(JSON.stringify({ ...summary, targets }));
  else
    console.log(
      [
        `api start-up on an empty PGlite data directory, demo seeded — ${summary.mode}`,
        `  ready   ${summary.readyMs} ms (median of ${runs})   target ≤ ${targets.readyMs} ms   ${ok ? 'ok' : 'MISSED'}`,
        `  CPU     ${summary.cpuMs} ms (median; user + system time, steadier than the wall time on a busy machine)`,
        `  peak RSS ${summary.peakRssMb} MB (median)`,
      ].join('\n'),
    );
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  log(`failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
