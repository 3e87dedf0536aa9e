module.exports = {
  displayName: 'guest',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-with-fetch.cjs',
  testEnvironmentOptions: { url: 'http://site.localhost/' },
  setupFilesAfterEnv: [
    '<rootDir>/../../tools/jest/setup-dom.ts',
    '<rootDir>/src/testing/setup.ts',
  ],
  // A theme's stylesheet URL (`./classico.css?url`) is its file's name, as Vite's is its asset.
  moduleNameMapper: {
    '^\\./([a-z-]+\\.css)\\?url$': '<rootDir>/src/themes/$1',
    // The image compression's worker file (its URL only).
    '^browser-image-compression/dist/browser-image-compression\\.js\\?url$':
      '<rootDir>/../../tools/jest/file-stub.cjs',
  },
  transform: {
    '/src/themes/[a-z-]+\\.css$': '<rootDir>/src/testing/css-url-transform.cjs',
  },
};
