module.exports = {
  displayName: 'edge',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // @fastify/static requires the ESM-only content-disposition; let SWC turn it into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
};
