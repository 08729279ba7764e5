import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The operator's journeys against a running compose deployment (scripts/ci/compose-stack.mjs
 * starts it and says where): no stack of our own, desktop only, one after another.
 */
export default defineConfig({
  ...base,
  testDir: './compose',
  globalSetup: undefined,
  // Some twenty containers (two of each service) on the CI machine's two cores: an answer can take seconds.
  expect: { timeout: 15_000 },
  timeout: 60_000,
  use: { ...base.use, baseURL: process.env.COMPOSE_BASE_URL },
  projects: [{ name: 'compose', use: { viewport: { width: 1440, height: 900 } } }],
});
