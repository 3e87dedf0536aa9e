// `nx run-many -t build` for the tools that need fresh builds (start, perf, perf:start,
// budget, bench): cached by nx; on failure the build's output is printed and an error thrown.
import { runCaptured } from './processes.mjs';
import { bin, nxEnv } from './workspace.mjs';

/** Builds `projects` (e.g. ['host', 'api', 'edge']) with nx. */
export async function nxBuild(projects, env = process.env) {
  const build = await runCaptured(
    process.execPath,
    [
      bin.nx,
      'run-many',
      '-t',
      'build',
      '-p',
      ...projects,
      '--output-style=static',
    ],
    { ...env, ...nxEnv },
  );
  if (build.code !== 0) {
    process.stderr.write(build.output);
    throw new Error(
      `the build of ${projects.join(', ')} failed (output above)`,
    );
  }
}
