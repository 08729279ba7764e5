'use strict';

const path = require('node:path');
const { swcOptions } = require('../webpack/swc.cjs');

const LIBS = path.resolve(__dirname, '../..');

/** Jest config of a front-end workspace: jsdom, swc, workspace libraries from source, CSS stubbed. */
function createJestConfig(rootDir) {
  return {
    rootDir,
    roots: ['<rootDir>/src'],
    testEnvironment: require.resolve('./environment.cjs'),
    transform: {
      '^.+\\.tsx?$': ['@swc/jest', swcOptions({ development: true, moduleType: 'commonjs' })],
    },
    moduleNameMapper: {
      '^@atelier/(contracts|ui)$': path.join(LIBS, '$1/src'),
      '\\.css$': require.resolve('./style-stub.cjs'),
    },
  };
}

module.exports = { createJestConfig };
