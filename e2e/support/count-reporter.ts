import type {
  FullResult,
  Reporter,
  Suite,
  TestError,
} from '@playwright/test/reporter';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `tmp/test-results/e2e.json` as `{ runner, passed, failed }` for
 * tools/test-all.mjs. A run that fails without a failed test (web server did not
 * start, global error, interruption) still records one failure.
 */
export default class CountReporter implements Reporter {
  private suite: Suite | undefined;
  private globalErrors = 0;

  onBegin(_config: unknown, suite: Suite): void {
    this.suite = suite;
  }

  onError(_error: TestError): void {
    this.globalErrors += 1;
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = this.globalErrors;
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed += 1;
      else if (outcome === 'unexpected') failed += 1;
    }
    if (result.status !== 'passed' && failed === 0) failed = 1;
    const dir = path.resolve(__dirname, '../../tmp/test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'e2e.json'),
      JSON.stringify({ runner: 'playwright e2e', passed, failed }),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
