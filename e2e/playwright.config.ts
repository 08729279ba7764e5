import { defineConfig } from '@playwright/test';

import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 8181);

/** Where the stack under test answers: real nginx in front of the real services. */
export const BASE_URL = `http://127.0.0.1:${port}`;

/** The stack's data folder (database, media, outbox), fresh for every run; journeys read its outbox. */
export const STACK_DATA_DIR = join(tmpdir(), `atelier-e2e-${port}`);

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30000,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: these machines cannot download Playwright's own browser build.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // `@phone` journeys run on both; `@phone-only` ones need a phone's viewport and touch.
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, grepInvert: /@phone-only/ },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
    // Once every journey has run: their e-mails' secrets are in no log.
    { name: 'logs', testMatch: /no-secrets-in-logs\.teardown\.ts/, dependencies: ['desktop', 'phone'] },
  ],
});
