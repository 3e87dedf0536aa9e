const preset = require('../../../jest.preset.js');

const [pattern, [transformer, swcOptions]] = Object.entries(
  preset.transform,
)[0];

module.exports = {
  displayName: 'ui',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../../tools/jest/setup-dom.ts'],
  // The alerts load sweetalert2 with import(); Jest runs CommonJS, so compile import() to require.
  transform: {
    [pattern]: [
      transformer,
      { ...swcOptions, module: { ...swcOptions.module, ignoreDynamic: false } },
    ],
  },
};
