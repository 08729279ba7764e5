import { currencySelect, exchangeRates, expect, paintingNamed, shownPrice, test } from './visitor-fixtures';

test('prices start in NZD, and a currency picked in the shell changes every price of the shop at once, and survives a reload', async ({
  page,
  request,
}) => {
  const rates = await exchangeRates(request);
  const dart = await paintingNamed(request, 'Dart River Braids');

  await page.goto(`/painting/${dart.id}`);
  const price = page.getByTestId('painting-price');
  await expect(price).toHaveText(shownPrice(dart.price, 'NZD', 'NZD', rates));
  await expect(currencySelect(page)).toHaveValue('NZD');

  // The selector belongs to the shell, the price to mfe-shop.
  await currencySelect(page).selectOption('USD');
  await expect(price).toHaveText(shownPrice(dart.price, 'NZD', 'USD', rates));
  expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('"USD"');

  await page.reload();
  await expect(currencySelect(page)).toHaveValue('USD');
  await expect(page.getByTestId('painting-price')).toHaveText(shownPrice(dart.price, 'NZD', 'USD', rates));

  // Another page of the shop, after client-side navigation: still USD.
  await page.getByRole('banner').getByRole('link', { name: 'Commissions' }).click();
  await expect(page.getByTestId('commission-price')).toHaveText(
    [7700, 12800, 19200, 28800].map((nzd) => shownPrice(nzd, 'NZD', 'USD', rates)),
  );
});

test('a price stored in USD is converted through NZD', async ({ page, request }) => {
  const rates = await exchangeRates(request);
  const rees = await paintingNamed(request, 'Rees Valley Storm Light');
  expect(rees.currency).toBe('USD');

  await page.goto(`/painting/${rees.id}`);
  await expect(page.getByTestId('painting-price')).toHaveText(shownPrice(rees.price, 'USD', 'NZD', rates));
  await currencySelect(page).selectOption('GBP');
  await expect(page.getByTestId('painting-price')).toHaveText(shownPrice(rees.price, 'USD', 'GBP', rates));
  await currencySelect(page).selectOption('USD');
  await expect(page.getByTestId('painting-price')).toHaveText(shownPrice(rees.price, 'USD', 'USD', rates));
});

test('every micro-frontend follows the currencyChanged window event', async ({ page, request }) => {
  const rates = await exchangeRates(request);
  await page.goto('/commissions');
  await expect(page.getByTestId('commission-price').first()).toHaveText(shownPrice(7700, 'NZD', 'NZD', rates));

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('currencyChanged', { detail: { currency: 'JPY' } })));

  await expect(page.getByTestId('commission-price').first()).toHaveText(shownPrice(7700, 'NZD', 'JPY', rates));
  await expect(currencySelect(page)).toHaveValue('JPY');
});

test('an invalid saved currency is ignored with a console warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.addInitScript(() => localStorage.setItem('selectedCurrency', '"BTC"'));

  await page.goto('/commissions');

  await expect(currencySelect(page)).toHaveValue('NZD');
  await expect(page.getByTestId('commission-price').first()).toContainText('NZD');
  expect(warnings.some((warning) => warning.includes('Ignoring saved currency'))).toBe(true);
});

test("a first visit guesses the currency from the visitor's country", async ({ page, request }) => {
  const rates = await exchangeRates(request);
  const config = (await (await request.get('/runtime-config.json')).json()) as { ipLocationUrl: string };
  await page.route(config.ipLocationUrl, (route) => route.fulfill({ json: { country_code: 'GB', country_name: 'United Kingdom' } }));

  await page.goto('/commissions');

  await expect(currencySelect(page)).toHaveValue('GBP');
  await expect(page.getByTestId('commission-price').first()).toHaveText(shownPrice(7700, 'NZD', 'GBP', rates));
  // A guess is not a choice: nothing saved, and a saved choice is never overridden.
  expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBeNull();
  await currencySelect(page).selectOption('AUD');
  await page.reload();
  await expect(currencySelect(page)).toHaveValue('AUD');
});
