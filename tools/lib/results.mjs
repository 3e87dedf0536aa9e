import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './workspace.mjs';

/** Where every runner drops `{ runner, passed, failed }` JSON files. */
export const resultsDir = path.join(workspaceRoot, 'tmp/test-results');

export function clearResults() {
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
}

/** Reads every result file; a file that is not a valid result counts as one failure. */
export function readResults() {
  if (!existsSync(resultsDir)) return new Map();
  const results = new Map();
  for (const name of readdirSync(resultsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    try {
      const { runner, passed, failed } = JSON.parse(
        readFileSync(path.join(resultsDir, name), 'utf8'),
      );
      if (
        typeof runner !== 'string' ||
        !Number.isInteger(passed) ||
        !Number.isInteger(failed)
      ) {
        throw new Error('not a { runner, passed, failed } result');
      }
      results.set(name, { runner, passed, failed });
    } catch (error) {
      results.set(name, {
        runner: `${name} (unreadable: ${error.message})`,
        passed: 0,
        failed: 1,
      });
    }
  }
  return results;
}

// The escape character opens every ANSI colour code: matching it is the point.
// eslint-disable-next-line no-control-regex
const ansi = /\x1b\[[0-9;]*[A-Za-z]/g;

/** Tasks nx ran and the ones it reported under "Failed tasks:". */
export function parseNxTasks(output) {
  const text = output.replace(ansi, '').replace(/\r/g, '');
  const ran = new Set(
    [...text.matchAll(/^> nx run (\S+:\S+)/gm)].map((match) => match[1]),
  );
  const failedSection = text.split(/^Failed tasks:$/m)[1] ?? '';
  const failed = new Set(
    [...failedSection.matchAll(/^- (\S+:\S+)/gm)].map((match) => match[1]),
  );
  for (const task of failed) ran.add(task);
  return { ran: [...ran], failed: [...failed] };
}
