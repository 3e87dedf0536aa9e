import { spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';
import { workspaceRoot } from './workspace.mjs';

const colours = { api: 36, edge: 35, start: 33 };

export function label(name) {
  const tag = `[${name}]`;
  return process.stdout.isTTY
    ? `\x1b[${colours[name] ?? 90}m${tag}\x1b[0m`
    : tag;
}

/**
 * Spawns a long-running node process whose output lines are prefixed with its name. `exited`
 * resolves with its exit; `abort` with a line saying it exited (for a wait that gives up then).
 */
export function spawnService(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: workspaceRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline
      .createInterface({ input: stream })
      .on('line', (line) => sink.write(`${label(name)} ${line}\n`));
  }
  child.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.abort = child.exited.then(
    ({ code, signal }) => `${name} exited (${signal ?? code})`,
  );
  return child;
}

/** SIGTERM, then SIGKILL after a grace period; resolves once the process is gone. */
export async function stopService(child, graceMs = 8000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await child.exited;
  clearTimeout(timer);
}

const hasChrt = spawnSync('chrt', ['--version']).status === 0;

/**
 * `command args` in the idle scheduling class, where it only gets CPU time nothing else wants
 * (children and threads inherit it); at the lowest niceness where util-linux's chrt is missing.
 */
function inBackground(command, args) {
  return hasChrt
    ? ['chrt', ['--idle', '0', command, ...args]]
    : ['nice', ['-n', '19', command, ...args]];
}

/**
 * Runs a command to completion, keeping its combined output; with `echo`, the output is also
 * shown as it comes; with `background`, the command and every process it starts only use the
 * CPU time left over by everything else (see inBackground). Never rejects.
 */
export function runCaptured(
  command,
  args,
  env,
  { echo = false, background = false } = {},
) {
  const [file, fileArgs] = background
    ? inBackground(command, args)
    : [command, args];
  return new Promise((resolve) => {
    const child = spawn(file, fileArgs, {
      cwd: workspaceRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        chunks.push(chunk);
        if (echo) sink.write(chunk);
      });
    }
    child.on('error', (error) => chunks.push(Buffer.from(`${error}\n`)));
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? 1,
        signal,
        output: Buffer.concat(chunks).toString(),
      }),
    );
  });
}

/** runCaptured with the output shown live (the test runs). */
export const runStreamed = (command, args, env, { background = false } = {}) =>
  runCaptured(command, args, env, { echo: true, background });
