import { expect, test } from './journey';

interface ListedPainting {
  id: number;
  title: string;
  sold: boolean;
  available: boolean;
}

async function paintings(request: import('@playwright/test').APIRequestContext): Promise<ListedPainting[]> {
  return (await (await request.get('/api/paintings')).json()) as ListedPainting[];
}

test("a sold painting's checkout says 'Painting Unavailable' with a way back to the collection", async ({ page }) => {
  const sold = (await paintings(page.request)).find((painting) => painting.sold);
  expect(sold, 'the demo seed has sold paintings').toBeTruthy();

  await page.goto(`/checkout/${sold!.id}`);
  const state = page.getByTestId('checkout-unavailable');
  await expect(state.getByRole('heading', { name: 'Painting Unavailable' })).toBeVisible();
  await state.getByRole('link', { name: 'Browse Collection' }).click();
  await expect(page).toHaveURL(/\/collection$/);
});

test("an unknown painting's checkout says 'Painting Not Found'", async ({ page }) => {
  await page.goto('/checkout/987654');
  await expect(page.getByTestId('checkout-not-found').getByRole('heading', { name: 'Painting Not Found' })).toBeVisible();
});

test('an available painting opens the checkout from its page with the summaries and the card tab', async ({ page }) => {
  const available = (await paintings(page.request)).find((painting) => !painting.sold && painting.available);
  expect(available).toBeTruthy();

  await page.goto(`/painting/${available!.id}`);
  await page.getByRole('link', { name: 'Purchase This Painting' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${available!.id}$`));
  await expect(page.getByTestId('checkout-title')).toHaveText(available!.title);
  await expect(page.getByTestId('checkout-size')).toContainText('cm');
  await expect(page.getByTestId('checkout-total')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Credit Card' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('checkout-secure-note')).toBeVisible();
  // Without provider keys (the default stack) the card tab says so and no wallet tab is offered.
  const config = (await (await page.request.get('/api/payments/config')).json()) as {
    publishableKey: string | null;
    paypalEnabled: boolean;
  };
  if (!config.publishableKey) {
    await expect(page.getByText('Stripe payment is not configured. Please contact us directly for purchases.')).toBeVisible();
  }
  if (!config.paypalEnabled) await expect(page.getByRole('tab', { name: 'PayPal' })).toHaveCount(0);
});

test("the painting page and the checkout tell one shipping rule, charge in the painting's currency and estimate in the visitor's", async ({
  page,
}) => {
  const available = (await paintings(page.request)).find((painting) => !painting.sold && painting.available);
  await page.addInitScript(() => localStorage.setItem('selectedCurrency', '"USD"'));
  await page.goto(`/painting/${available!.id}`);
  const shippingOnPage = await page.getByTestId('painting-shipping').textContent();

  await page.goto(`/checkout/${available!.id}`);
  const total = (await page.getByTestId('checkout-total').textContent())!;
  expect(total).toMatch(/ (NZD|USD|EUR|GBP)$/);
  const free = (await page.getByTestId('checkout-shipping').textContent()) === 'Free';
  expect(shippingOnPage === 'Free Shipping').toBe(free);
  await expect(page.getByTestId('checkout-currency-note')).toContainText(`You will be charged ${total}.`);
  if (!total.endsWith(' USD')) await expect(page.getByTestId('checkout-estimate')).toContainText(/about \$[\d,]+ USD at today's rate/);
});

test("the painting page shows 'Payment Successful' when the payment provider returns the buyer", async ({ page }) => {
  const available = (await paintings(page.request)).find((painting) => !painting.sold && painting.available);
  await page.goto(`/painting/${available!.id}?payment=success`);
  const notice = page.getByTestId('checkout-payment-success');
  await expect(notice).toContainText('Payment Successful');
  await expect(notice).toContainText('Thank you for your purchase! You will receive a confirmation email shortly.');
});
