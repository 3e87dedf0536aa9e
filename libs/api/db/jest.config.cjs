module.exports = {
  displayName: 'db',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
