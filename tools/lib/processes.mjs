import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';
import { workspaceRoot } from './workspace.mjs';

const colours = { api: 36, edge: 35, start: 33 };

export function label(name) {
  const tag = `[${name}]`;
  return process.stdout.isTTY
    ? `\x1b[${colours[name] ?? 90}m${tag}\x1b[0m`
    : tag;
}

/** Spawns a long-running node process whose output lines are prefixed with its name. */
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

/**
 * Runs a command to completion, keeping its combined output; with `echo`, the output is also
 * shown as it comes; with `niceness`, the command and every process it starts run at that
 * lower scheduling priority. Never rejects.
 */
export function runCaptured(
  command,
  args,
  env,
  { echo = false, niceness = 0 } = {},
) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: workspaceRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (niceness && child.pid) os.setPriority(child.pid, niceness);
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
export const runStreamed = (command, args, env) =>
  runCaptured(command, args, env, { echo: true });
