const path = require('node:path');

/** Shared Jest settings: SWC transform, strict TS paths, and the run-count reporter. */
module.exports = {
  testMatch: ['**/?(*.)+(spec|test).[jt]s?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(t|j|mj|cj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
  moduleNameMapper: {
    '^@celebra/contracts$': path.join(
      __dirname,
      'libs/shared/contracts/src/index.ts',
    ),
    '^@celebra/contracts/api-texts$': path.join(
      __dirname,
      'libs/shared/contracts/src/texts/api.ts',
    ),
    '^@celebra/format$': path.join(
      __dirname,
      'libs/shared/format/src/index.ts',
    ),
    '^@celebra/api-client$': path.join(
      __dirname,
      'libs/web/api-client/src/index.ts',
    ),
    '^@celebra/ui$': path.join(__dirname, 'libs/web/ui/src/index.ts'),
    '^@celebra/shell$': path.join(__dirname, 'libs/web/shell/src/index.ts'),
    '^@celebra/web-testing$': path.join(
      __dirname,
      'libs/web/testing/src/index.ts',
    ),
    '^@celebra/db$': path.join(__dirname, 'libs/api/db/src/index.ts'),
    '^@celebra/server-http$': path.join(
      __dirname,
      'libs/server/http/src/index.ts',
    ),
    '\\.(css|svg|png|jpg|webp)$': path.join(
      __dirname,
      'tools/jest/file-stub.cjs',
    ),
  },
  reporters: ['default', path.join(__dirname, 'tools/jest/count-reporter.cjs')],
  testEnvironment: 'node',
  // Sized for the slowest interaction-heavy component test on a loaded 2-core machine.
  testTimeout: 30_000,
};
