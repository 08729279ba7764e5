// Tests of the repository's own scripts (lint checks): plain Node, no database.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const { node } = createRequire(import.meta.url)('../jest.preset.cjs');

export default {
  ...node(fileURLToPath(new URL('.', import.meta.url))),
  testMatch: ['<rootDir>/*.spec.mjs'],
  moduleFileExtensions: ['mjs', 'js', 'ts', 'json'],
  globalSetup: undefined,
  globalTeardown: undefined,
};
