module.exports = {
  displayName: 'host',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-with-fetch.cjs',
  testEnvironmentOptions: { url: 'http://users.localhost/' },
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
