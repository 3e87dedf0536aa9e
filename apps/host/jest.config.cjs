module.exports = {
  displayName: 'host',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/jest.environment.cjs',
  testEnvironmentOptions: { url: 'http://users.localhost/' },
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
