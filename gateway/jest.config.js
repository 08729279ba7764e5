// Gateway tests: unit specs beside the code; integration specs under test/ run real servers and real nginx.
const { node } = require('../jest.preset.cjs');

module.exports = {
  ...node(__dirname),
  testMatch: ['<rootDir>/src/**/*.spec.mjs', '<rootDir>/test/**/*.e2e-spec.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'ts', 'json'],
};
