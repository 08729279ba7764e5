import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * The `test` of every journey: a page that breaks the site's Content-Security-Policy fails
 * the journey, whatever it was testing (Chromium reports each blocked load or script on the console).
 */
export const test = base.extend<{ contentSecurityPolicy: void }>({
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The administrator global-setup creates. */
export const ADMIN = { email: 'artist@example.com', password: 'e2e-admin-password' };

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signIn(page: Page, admin = ADMIN) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** The toast on screen (one at a time), by its region: an open modal hides it from the accessibility tree. */
export function toast(page: Page, text?: string): Locator {
  const shown = page.locator('section[aria-label="Notifications (F8)"] :is([role=status], [role=alert])');
  return text === undefined ? shown : shown.filter({ hasText: text });
}
