module.exports = {
  displayName: 'guest',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://site.localhost/' },
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
