const fs = require('node:fs');
const path = require('node:path');

/**
 * Writes the pass/fail counts of one Jest run to tmp/test-results so that
 * tools/test-all.mjs can print one closing line over every runner.
 * A suite that fails to load counts as one failure.
 */
class CountReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const workspace = path.resolve(__dirname, '../..');
    const dir = path.join(workspace, 'tmp/test-results');
    fs.mkdirSync(dir, { recursive: true });
    const variant = process.env.TEST_DB === 'postgres' ? 'postgres' : 'default';
    const name =
      path.relative(workspace, this.rootDir).replace(/[\\/]/g, '_') || 'root';
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    fs.writeFileSync(
      path.join(dir, `jest-${name}-${variant}.json`),
      JSON.stringify({
        runner: `jest ${name} (${variant})`,
        passed: results.numPassedTests,
        failed,
      }),
    );
  }
}

module.exports = CountReporter;
