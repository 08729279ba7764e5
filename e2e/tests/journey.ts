import { PAGE_DATA_ELEMENT_ID, type PageData } from '@atelier/contracts';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** React's errors when a server-rendered page does not hydrate as rendered (the production build's codes). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|423|425)\b/i;

/**
 * Whether a control holds what a person says about themselves (a name, an e-mail address, a phone
 * number, a message, a password): what no address may carry. Search boxes and the controls of GET
 * forms (filters, currency) put what they hold in the address on purpose.
 */
function holdsPersonalData(control: Element): boolean {
  const field = control as HTMLInputElement;
  if (field.form?.method === 'get' || field.type === 'search') return false;
  if (['email', 'tel', 'password'].includes(field.type) || control.tagName === 'TEXTAREA') return true;
  const said = `${field.name} ${field.id} ${field.autocomplete}`;
  return /name|e-?mail|message|phone|request|password/i.test(said);
}

/** The text an address carries, as a server would read it: percent-decoded, `+` as a space. */
function readableUrl(url: string): string {
  try {
    return decodeURIComponent(url.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return url.toLowerCase();
  }
}

/**
 * The `test` of every journey: a page that breaks the site's Content-Security-Policy fails the
 * journey, whatever it was testing (Chromium reports each blocked load or script on the console or
 * in its Issues panel), and so does a server-rendered page that the browser could not hydrate as it
 * came. A server-rendered page is readable before it is live (its scripts start once its first
 * screen is painted): `goto` and `reload` return once it is hydrated, so journeys act as a
 * visitor's first tap would. And no request of any page, in any context the journey opens, carries
 * in its address what was typed into a field of personal data (a name, an e-mail, a message…).
 */
export const test = base.extend<{ contentSecurityPolicy: void; hydration: void; personalDataInAddresses: void }>({
  personalDataInAddresses: [
    async ({ context, browser, page }, use) => {
      const urls: string[] = [];
      const typed = new Set<string>();
      const watch = (watched: BrowserContext) => watched.on('request', (request) => urls.push(request.url()));
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const made = await newContext(options);
        watch(made);
        return made;
      };
      // Every fill of the journey, wherever its locator comes from (getByLabel, getByTestId…).
      const locators = Object.getPrototypeOf(page.locator('html')) as Locator;
      const fill = locators.fill;
      locators.fill = async function (this: Locator, value: string, options?: Parameters<Locator['fill']>[1]) {
        const personal = await this.evaluate(holdsPersonalData, undefined, { timeout: options?.timeout }).catch(() => false);
        if (personal && value.trim().length >= 4) typed.add(value.trim().toLowerCase());
        return fill.call(this, value, options);
      };
      await use();
      locators.fill = fill;
      browser.newContext = newContext;
      const leaked = urls.filter((url) => [...typed].some((value) => readableUrl(url).includes(value)));
      expect(leaked, 'request addresses carrying what the visitor typed').toEqual([]);
    },
    { auto: true },
  ],
  contentSecurityPolicy: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      // A refused `eval` that the script catches reaches only the Issues panel (as zod's JIT probe did).
      const devtools = await page.context().newCDPSession(page);
      devtools.on('Audits.issueAdded', ({ issue }) => {
        const refused = issue.details.contentSecurityPolicyIssueDetails;
        if (issue.code === 'ContentSecurityPolicyIssue' && refused)
          violations.push(
            `${refused.violatedDirective} (${refused.contentSecurityPolicyViolationType}) at ${refused.sourceCodeLocation?.url}`,
          );
      });
      await devtools.send('Audits.enable');
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  hydration: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (HYDRATION_ERROR.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
      });
      /** A navigation's answer, once the page is hydrated when it came rendered by the server. */
      const live = async <T>(navigated: Promise<T>, options?: { waitUntil?: string }) => {
        const response = await navigated;
        if (options?.waitUntil !== 'commit')
          await page.waitForFunction(
            (dataId) => !document.getElementById(dataId) || document.documentElement.hasAttribute('data-hydrated'),
            PAGE_DATA_ELEMENT_ID,
          );
        return response;
      };
      const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
      page.goto = (url, options) => live(goto(url, options), options);
      page.reload = (options) => live(reload(options), options);
      await use();
      expect(errors, 'hydration errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The data a server-rendered page's HTML comes with (null on a page rendered in the browser). */
export function pageDataIn(html: string): PageData | null {
  const json = /<script id="page-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as PageData) : null;
}

/** The answer under `queryKey` that a server-rendered page's HTML comes with. */
export function answerIn<T>(html: string, queryKey: readonly unknown[]): T | undefined {
  const { queries } = (pageDataIn(html)?.queries ?? { queries: [] }) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  return queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(queryKey))?.state.data as T | undefined;
}

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

/** Fills the footer's newsletter sign-up (requirements §2) with `email` and a name, and presses Subscribe; answers the form. */
export async function signUpForNewsletter(page: Page, email: string, [firstName, lastName] = ['Aroha', 'Ngata']): Promise<Locator> {
  const form = page.getByTestId('newsletter-form');
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  return form;
}
