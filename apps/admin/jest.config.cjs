module.exports = {
  displayName: 'admin',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/jest.environment.cjs',
  testEnvironmentOptions: { url: 'http://admin.localhost/' },
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
