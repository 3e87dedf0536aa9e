import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MIGRATIONS_FOLDER } from './migrate';

const workspaceRoot = path.resolve(__dirname, '../../../..');

describe('generated migrations', () => {
  it('are up to date with the schema (drizzle-kit finds nothing to generate)', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'celebra-drift-'));
    try {
      await cp(MIGRATIONS_FOLDER, out, { recursive: true });
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          path.join(workspaceRoot, 'node_modules/drizzle-kit/bin.cjs'),
          'generate',
          '--dialect=postgresql',
          `--schema=${path.join(__dirname, 'schema/index.ts')}`,
          // drizzle-kit prefixes the folder with './'
          `--out=${path.relative(workspaceRoot, out)}`,
        ],
        { cwd: workspaceRoot, env: { ...process.env, NODE_OPTIONS: '' } },
      );
      expect(stdout).toContain('No schema changes');
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  }, 30_000);
});
