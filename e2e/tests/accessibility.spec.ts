import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { signIn } from './journey';
import { expect, publicPaintings, test, withHeroVideo } from './visitor-fixtures';

/** WCAG 2.1 A and AA, as axe-core checks them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core on the page as it is now: no serious or critical violation. */
async function expectAccessible(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `serious or critical axe-core violations on ${screen}`).toEqual([]);
}

/** Presses Tab `times` times and collects whether focus stayed inside `container` each time. */
async function tabStaysInside(page: Page, container: Locator, times: number): Promise<boolean[]> {
  const inside: boolean[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    inside.push(await container.evaluate((element) => element.contains(document.activeElement)));
  }
  return inside;
}

/**
 * A dialog opened from `trigger` by the keyboard: focus moves into it, Tab and Shift+Tab never
 * leave it, Escape closes it and focus returns to the trigger.
 */
async function expectKeyboardDialog(page: Page, trigger: Locator, dialog: Locator) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await tabStaysInside(page, dialog, 12)).not.toContain(false);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
}

async function availablePaintingId(page: Page): Promise<number> {
  const painting = (await publicPaintings(page.request)).find((candidate) => candidate.available && !candidate.sold);
  if (!painting) throw new Error('the demo catalog has no available painting');
  return painting.id;
}

test.describe('every public screen passes axe-core @phone', () => {
  const screens: [string, (page: Page) => Promise<string>, string][] = [
    ['home', async () => '/', 'Featured Collection'],
    ['collection', async () => '/collection', 'The Glenorchy Collection'],
    ['painting', async (page) => `/painting/${await availablePaintingId(page)}`, 'Back to Collection'],
    ['adventures', async () => '/adventures', 'Painting Adventures'],
    ['booking', async () => '/booking', 'Book'],
    ['commissions', async () => '/commissions', 'Commission Artwork'],
    ['checkout', async (page) => `/checkout/${await availablePaintingId(page)}`, 'Checkout'],
    ['privacy policy', async () => '/privacy-policy', 'Privacy Policy'],
    ['terms of service', async () => '/terms-of-service', 'Terms of Service'],
    ['sign-in', async () => '/admin/login', 'Sign In'],
    ['password reset', async () => '/password-reset', 'Reset'],
    ['not found', async () => '/no/such/page', 'Page Not Found'],
    ['newsletter confirmation', async () => `/newsletter/confirm?token=${'k'.repeat(43)}`, 'Confirm your subscription'],
    ['newsletter unsubscribe', async () => `/newsletter/unsubscribe?token=${'k'.repeat(43)}`, 'Unsubscribe from the newsletter'],
    ['certificate check', async () => '/certificate/AAAAAAAAAAAA', 'No certificate of authenticity has this address'],
  ];
  for (const [name, path, text] of screens) {
    test(name, async ({ page }) => {
      await page.goto(await path(page));
      await expect(page.getByText(text).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, name);
    });
  }
});

test('the admin screens pass axe-core: every tab and its dialogs @phone', async ({ page }) => {
  await signIn(page);
  for (const tab of ['Paintings', 'Bookings', 'Customers', 'Newsletter', 'Enquiries', 'Orders', 'Site']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `the admin ${tab} tab`);
  }
  await page.getByRole('tab', { name: 'Paintings' }).click();
  await page.getByRole('button', { name: 'Add Painting' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Painting' })).toBeVisible();
  await expectAccessible(page, 'the painting dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Bookings' }).click();
  await page.getByTestId('admin-adventure-edit').first().click();
  await expect(page.getByRole('dialog', { name: 'Edit Adventure' })).toBeVisible();
  await expectAccessible(page, 'the adventure dialog');
  await page.getByRole('dialog', { name: 'Edit Adventure' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByTestId('admin-account').click();
  await expect(page.getByRole('dialog', { name: 'Your Account' })).toBeVisible();
  await expectAccessible(page, 'the account dialog');
});

test.describe('dialogs and menus by keyboard', () => {
  test('the hero film overlay traps focus and gives it back', async ({ page }) => {
    await withHeroVideo(page);
    await page.goto('/');
    await expectKeyboardDialog(page, page.getByRole('button', { name: 'Play Video' }), page.getByTestId('video-overlay'));
  });

  test('the full-screen viewer opens from the keyboard, traps focus and gives it back', async ({ page }) => {
    await page.goto(`/painting/${await availablePaintingId(page)}`);
    await expectKeyboardDialog(page, page.getByTestId('painting-main-image'), page.getByTestId('viewer'));
  });

  test('the phone menu opens from the keyboard, traps focus and gives it back @phone-only', async ({ page }) => {
    await page.goto('/collection');
    await expectKeyboardDialog(page, page.getByRole('button', { name: 'Open menu' }), page.getByRole('dialog', { name: 'Menu' }));
  });

  test("the admin's painting dialog traps focus and gives it back", async ({ page }) => {
    await signIn(page);
    await expectKeyboardDialog(
      page,
      page.getByRole('button', { name: 'Add Painting' }),
      page.getByRole('dialog', { name: 'Add New Painting' }),
    );
  });

  test('the navigation works by keyboard: Tab reaches each item and Enter follows it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const paintings = nav.getByRole('link', { name: 'Paintings' });
    for (let i = 0; i < 10 && !(await paintings.evaluate((link) => link === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(paintings).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/collection$/);
  });
});
