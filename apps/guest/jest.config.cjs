module.exports = {
  displayName: 'guest',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-with-fetch.cjs',
  testEnvironmentOptions: { url: 'http://site.localhost/' },
  setupFilesAfterEnv: [
    '<rootDir>/../../tools/jest/setup-dom.ts',
    '<rootDir>/src/testing/setup.ts',
  ],
};
