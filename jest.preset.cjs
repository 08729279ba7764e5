// Shared jest settings: every workspace's jest.config.js is one line that calls these.
const path = require('node:path');

const root = __dirname;
const libs = path.join(root, 'libs');

const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: jsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const libraryMap = {
  '^@atelier/(contracts|service-kit|ui)$': `${libs}/$1/src`,
  '^@atelier/service-kit/testing$': `${libs}/service-kit/src/testing`,
};

/** A Node workspace (service or library): unit specs beside the code, integration specs under test/. */
function node(dirname) {
  return {
    displayName: path.relative(root, dirname),
    rootDir: dirname,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
    // Nest 12 and a few of its dependencies ship ESM only; jest runs CommonJS, so swc converts them.
    transform: { '^.+\\.(t|j|mj)s$': swc(false) },
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)'],
    moduleNameMapper: libraryMap,
    globalSetup: `${root}/scripts/test/global-setup.mjs`,
    globalTeardown: `${root}/scripts/test/global-teardown.mjs`,
  };
}

/** A browser workspace (shell, micro-frontends, ui library). */
function web(dirname) {
  return {
    displayName: path.relative(root, dirname),
    rootDir: dirname,
    testEnvironment: `${root}/scripts/test/browser-environment.cjs`,
    testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swc(true) },
    moduleNameMapper: { ...libraryMap, '\\.css$': `${root}/scripts/test/style-stub.cjs` },
  };
}

module.exports = { node, web };
