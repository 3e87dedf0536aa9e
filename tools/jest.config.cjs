/** The tests of the workspace scripts (tools/lib), run by `npm test` like every project's. */
module.exports = {
  displayName: 'tools',
  preset: '../jest.preset.js',
  testEnvironment: 'node',
  roots: ['<rootDir>/lib'],
  testMatch: ['**/*.spec.mjs'],
};
