// Gateway tests: unit specs beside the code; integration specs under test/ run real servers and real nginx.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'gateway',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.mjs', '<rootDir>/test/**/*.e2e-spec.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'json'],
  // jest runs CommonJS; swc turns the ESM sources (import.meta included) into it.
  transform: {
    '^.+\\.m?js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
