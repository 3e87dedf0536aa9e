import { spawn } from 'node:child_process';
import { workspaceRoot } from './workspace.mjs';

/** Runs a command with its output shown live and kept; never rejects. */
export function runStreamed(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: workspaceRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      chunks.push(chunk);
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      chunks.push(chunk);
      process.stderr.write(chunk);
    });
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
