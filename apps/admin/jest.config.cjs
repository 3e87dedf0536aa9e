module.exports = {
  displayName: 'admin',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-with-fetch.cjs',
  testEnvironmentOptions: { url: 'http://admin.localhost/' },
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
