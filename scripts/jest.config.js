// Tests of the repository's own scripts: the lint checks' specs beside them, the library's unit
// specs in lib/, and integration specs under test/ that run `npm start` itself on ports and a
// data folder of their own.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const { node } = createRequire(import.meta.url)('../jest.preset.cjs');

export default {
  ...node(dirname(fileURLToPath(import.meta.url))),
  testMatch: ['<rootDir>/*.spec.mjs', '<rootDir>/lib/**/*.spec.mjs', '<rootDir>/test/**/*.e2e-spec.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'ts', 'json'],
  // No shared database: the integration spec's stack runs its own embedded PostgreSQL.
  globalSetup: undefined,
  globalTeardown: undefined,
};
