module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // ESM-only dependencies of fastify and @fastify/static go through the SWC transform.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
};
