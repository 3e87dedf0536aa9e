module.exports = {
  displayName: 'edge',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
