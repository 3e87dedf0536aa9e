#!/usr/bin/env node
// `npm test`: the builds, then the Playwright suites (on a PostgreSQL database of their own when
// DATABASE_URL is set, else on PGlite) side by side with lint + typecheck,
// prettier, jest (PGlite) and jest on PostgreSQL when DATABASE_URL is set (with the Redis
// tests, which need REDIS_URL). Never stops early; ends with one line "N passed, N failed" and
// exits non-zero when anything failed.
//
// The Playwright suites spend most of their time waiting on pages (about a third of a core)
// and time out when starved of CPU; the other steps only need throughput. So the other steps
// run one after another in the background (idle scheduling class: they get only the CPU the
// browser, the api and the edge leave) while the suites run at normal priority.
import { ensureChromium } from './lib/chromium.mjs';
import { createE2eDatabase } from './lib/e2e-database.mjs';
import { clearResults, parseNxTasks, readResults } from './lib/results.mjs';
import { runCaptured, runStreamed } from './lib/processes.mjs';
import { bin, nxEnv, seconds } from './lib/workspace.mjs';

const startedAt = performance.now();
const baseEnv = { ...process.env, ...nxEnv, TZ: 'America/Sao_Paulo' };
const nxFlags = ['--output-style=static', '--parallel=2'];
const rows = [];
let checksFailed = 0;
let crashes = 0;
const seen = new Map();

function banner(title) {
  console.log(`\n===== ${title} =====\n`);
}

const isE2eResult = (name) => name === 'e2e.json';
const isJestResult = (name) => !isE2eResult(name);

/** Result files of one step (`owns` names them) written or rewritten since it last looked. */
function newResults(owns) {
  const fresh = [];
  for (const [name, result] of readResults()) {
    if (!owns(name)) continue;
    const before = seen.get(name);
    if (
      !before ||
      before.passed !== result.passed ||
      before.failed !== result.failed
    )
      fresh.push(result);
    seen.set(name, result);
  }
  return fresh;
}

/**
 * Runs one nx command of tests. `owns` says which result files are this step's; with
 * `echo: false` the output is printed, under the step's banner, when the step ends.
 */
async function testStep(
  title,
  args,
  env = baseEnv,
  { owns = isJestResult, echo = true, background = false } = {},
) {
  if (echo) banner(title);
  else
    console.log(`\n[test] ${title}: started, its output follows when it ends`);
  const stepStartedAt = performance.now();
  const { code, output } = await runCaptured(
    process.execPath,
    [bin.nx, ...args],
    env,
    { echo, background },
  );
  if (!echo) {
    banner(title);
    process.stdout.write(output);
  }
  const fresh = newResults(owns);
  for (const result of fresh) rows.push({ ...result, kind: 'tests' });
  const recordedFailures = fresh.reduce(
    (sum, result) => sum + result.failed,
    0,
  );
  // Each runner writes one result file; a failed task without a failing file
  // crashed (did not load, found no tests, …) and counts as one failure.
  const { failed: failedTasks } = parseNxTasks(output);
  const filesWithFailures = fresh.filter((result) => result.failed > 0).length;
  const unexplained = Math.max(
    failedTasks.length - filesWithFailures,
    code !== 0 && recordedFailures === 0 ? 1 : 0,
  );
  if (unexplained > 0) {
    crashes += unexplained;
    const names = failedTasks.length ? ` (${failedTasks.join(', ')})` : '';
    rows.push({
      runner: `${title}: ${unexplained} task(s) failed without test results${names}`,
      passed: 0,
      failed: unexplained,
      kind: 'crash',
    });
  }
  console.log(`\n----- ${title}: exit ${code} (${seconds(stepStartedAt)})`);
  return code;
}

/** Lint + typecheck, in the background. */
async function checksStep() {
  const title = 'lint + typecheck';
  banner(title);
  const stepStartedAt = performance.now();
  const { code, output } = await runStreamed(
    process.execPath,
    [bin.nx, 'run-many', '-t', 'lint', 'typecheck', ...nxFlags],
    baseEnv,
    { background: true },
  );
  const { ran, failed } = parseNxTasks(output);
  checksFailed += failed.length;
  if (code !== 0 && failed.length === 0) {
    crashes += 1;
    rows.push({
      runner: `${title}: exited ${code} without naming a failed task`,
      passed: 0,
      failed: 1,
      kind: 'crash',
    });
  }
  rows.push({
    runner: `nx lint + typecheck tasks${failed.length ? ` (failed: ${failed.join(', ')})` : ''}`,
    passed: ran.length - failed.length,
    failed: failed.length,
    kind: 'checks',
  });
  console.log(`\n----- ${title}: exit ${code} (${seconds(stepStartedAt)})`);
}

async function formatStep() {
  const title = 'prettier --check';
  banner(title);
  const stepStartedAt = performance.now();
  const { code } = await runStreamed(
    process.execPath,
    [bin.prettier, '--check', '.', '--log-level=warn'],
    baseEnv,
    { background: true },
  );
  const failed = code === 0 ? 0 : 1;
  checksFailed += failed;
  rows.push({
    runner: `prettier --check${failed ? ' (files above need formatting)' : ''}`,
    passed: 1 - failed,
    failed,
    kind: 'checks',
  });
  console.log(`\n----- ${title}: exit ${code} (${seconds(stepStartedAt)})`);
}

function printSummary() {
  const width = Math.max(...rows.map((row) => row.runner.length), 10);
  console.log('\n===== summary =====\n');
  console.log(`${'runner'.padEnd(width)}  passed  failed`);
  for (const row of rows) {
    console.log(
      `${row.runner.padEnd(width)}  ${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}`,
    );
  }
  console.log(
    `\n(lint/typecheck tasks count only when they fail; total time ${seconds(startedAt)})`,
  );
}

async function main() {
  const missing = ensureChromium((line) => console.log(`[test] ${line}`));
  if (missing) {
    console.error(`\n${missing}\n`);
    console.log('0 passed, 1 failed');
    process.exitCode = 1;
    return;
  }
  clearResults();

  await testStep('build host, guest, admin, api, edge', [
    'run-many',
    '-t',
    'build',
    '-p',
    'host',
    'guest',
    'admin',
    'api',
    'edge',
    ...nxFlags,
  ]);

  // With a PostgreSQL server the end-to-end stack runs on a database of its own there: it
  // takes about 12% less CPU than on PGlite, CPU the steps beside it need.
  const e2eDatabase = process.env.DATABASE_URL
    ? await createE2eDatabase(process.env.DATABASE_URL)
    : undefined;
  const e2eEnv = {
    ...baseEnv,
    DATABASE_URL: '',
    REDIS_URL: '',
    E2E_DATABASE_URL: e2eDatabase?.url ?? '',
  };
  const e2eRun = testStep(
    'e2e (Playwright)',
    ['run', 'e2e:e2e', '--output-style=static'],
    e2eEnv,
    { owns: isE2eResult, echo: false },
  );

  await checksStep();
  await formatStep();

  const jestEnv = {
    ...baseEnv,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules']
      .filter(Boolean)
      .join(' '),
    // The api's fuzz suite runs once, in the PostgreSQL run when there is one (jest.config.cjs).
    ...(process.env.DATABASE_URL ? { FUZZ_DB: 'postgres' } : {}),
  };
  await testStep(
    'jest (PGlite)',
    ['run-many', '-t', 'test', ...nxFlags],
    { ...jestEnv, TEST_DB: '', REDIS_URL: '' },
    { background: true },
  );

  if (process.env.DATABASE_URL) {
    await testStep(
      'jest api + db on PostgreSQL',
      [
        'run-many',
        '-t',
        'test',
        '-p',
        'api',
        'db',
        '--skip-nx-cache',
        ...nxFlags,
      ],
      // REDIS_URL passes through: the api's *.redis.spec.ts run here and fail without it.
      { ...jestEnv, TEST_DB: 'postgres' },
      { background: true },
    );
  } else if (process.env.REQUIRE_POSTGRES) {
    crashes += 1;
    rows.push({
      runner:
        'jest api + db on PostgreSQL: required (REQUIRE_POSTGRES) but DATABASE_URL is not set',
      passed: 0,
      failed: 1,
      kind: 'crash',
    });
  } else {
    console.log(
      '\n(DATABASE_URL not set: skipping the PostgreSQL run of the api tests)',
    );
  }

  await e2eRun;
  await e2eDatabase
    ?.drop()
    .catch((error) =>
      console.log(`[test] the end-to-end database was not dropped: ${error}`),
    );

  printSummary();
  const tests = rows.filter((row) => row.kind === 'tests');
  const passed = tests.reduce((sum, row) => sum + row.passed, 0);
  const failed =
    tests.reduce((sum, row) => sum + row.failed, 0) + checksFailed + crashes;
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
