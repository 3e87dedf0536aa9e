module.exports = {
  displayName: 'format',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
};
