import type { Page } from '@playwright/test';
import { ADMIN, expect, test, toast } from './journey';
import { newestLinkInOutbox } from './outbox';

async function signIn(page: Page, password = ADMIN.password) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('a signed-out visitor to /admin is sent to the sign-in page @phone', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
  // The admin pages have their own frame: no public navigation.
  await expect(page.getByText('NEW ZEALAND ARTIST')).toHaveCount(0);
});

test('sign-in shows the server error for a wrong password, then signs in at /admin-login and out again @phone', async ({ page }) => {
  await page.goto('/admin-login');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password-reset');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('admin-login-error')).toHaveText('Invalid email or password');

  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: 'Paintings' })).toHaveAttribute('aria-selected', 'true');
  for (const name of ['Bookings', 'Customers', 'Newsletter']) await expect(page.getByRole('tab', { name })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Logged out successfully')).toBeVisible();
});

test('the password reset page asks for an e-mail, and checks the new password before sending it @phone', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByTestId('admin-reset-success')).toHaveText('Password reset link has been sent to your email address.');

  await page.goto('/password-reset?token=not-a-real-token');
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('other');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 12 characters long.')).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await page.getByLabel('New Password', { exact: true }).fill('long-enough-password');
  await page.getByLabel('Confirm New Password').fill('long-enough-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('admin-reset-error')).toHaveText(
    'This password reset link is invalid or has expired. Please request a new one.',
  );
});

test('the password is reset through the link in the outbox; the link works once and the old session ends', async ({ page, browser }) => {
  test.setTimeout(60_000);
  // A session that the reset must end.
  const other = await browser.newPage();
  await signIn(other);

  const requestedAt = Date.now() - 1000;
  await page.goto('/password-reset');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByTestId('admin-reset-success')).toHaveText('Password reset link has been sent to your email address.');

  let link: string | null = null;
  await expect
    .poll(() => (link = newestLinkInOutbox({ key: 'password-reset', path: '/password-reset', since: requestedAt })), { timeout: 20_000 })
    .not.toBeNull();

  // The same password again, so the other journeys still sign in with it.
  await page.goto(link!);
  await page.getByLabel('New Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Confirm New Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('admin-reset-success')).toHaveText(
    'Password has been reset successfully. You can now sign in with your new password.',
  );
  await expect(page).toHaveURL(/\/admin-login$/, { timeout: 6000 });

  await other.goto('/admin');
  await expect(other).toHaveURL(/\/admin\/login$/);
  await other.close();

  await page.goto(link!);
  await page.getByLabel('New Password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm New Password').fill('another-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('admin-reset-error')).toHaveText(
    'This password reset link is invalid or has expired. Please request a new one.',
  );

  await signIn(page);
});

test('the artist sees her account and is told when her current password is wrong @phone', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin');
  await page.getByTestId('admin-account').click();
  const dialog = page.getByTestId('admin-account-dialog');
  await expect(dialog).toContainText(`You sign in as ${ADMIN.email}.`);
  await dialog.locator('#admin-account-current-password').fill('not her password at all');
  await dialog.getByLabel('New password (12 characters or more)').fill('a much longer secret');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Your current password is not right.')).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // Nothing changed: her password signs in as before.
  const again = await page.request.post('/api/admin/login', { data: ADMIN, headers: { 'sec-fetch-site': 'same-origin' } });
  expect(again.status()).toBe(200);
});
