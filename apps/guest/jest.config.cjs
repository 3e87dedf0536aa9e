module.exports = {
  displayName: 'guest',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-with-fetch.cjs',
  testEnvironmentOptions: { url: 'http://site.localhost/' },
  // Form tests type into several fields: room for a machine shared with other jobs.
  testTimeout: 15_000,
  setupFilesAfterEnv: [
    '<rootDir>/../../tools/jest/setup-dom.ts',
    '<rootDir>/src/testing/setup.ts',
  ],
};
