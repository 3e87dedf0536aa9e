module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // One PGlite per file starts in 3–5 s, longer on a busy machine.
  testTimeout: 30_000,
  // ESM-only dependencies of fastify and @fastify/static go through the SWC transform.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
};
