import type { APIRequestContext, Page } from '@playwright/test';
import { jpeg } from './images';
import { ADMIN, expect } from './journey';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/admin/login', { data: ADMIN, headers: SAME_ORIGIN });
  expect(login.ok()).toBe(true);
}

/**
 * A painting of the journey's own, so no other journey's painting is sold. `request` should be
 * a context of its own (`playwright.request.newContext()`), so the page stays signed out.
 */
export async function createPainting(request: APIRequestContext, title: string, price: number): Promise<number> {
  await signIn(request);
  const created = await request.post('/api/admin/paintings', {
    data: { title, width: 20, height: 16, price, currency: 'NZD' },
    headers: SAME_ORIGIN,
  });
  expect(created.ok()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

/** Gives the painting an image, so it has a card in the collection. */
export async function addImage(request: APIRequestContext, paintingId: number) {
  await signIn(request);
  const imageUrl = `data:image/jpeg;base64,${(await jpeg(120, 140, 160)).toString('base64')}`;
  const added = await request.post('/api/admin/painting-images', { data: { paintingId, imageUrl }, headers: SAME_ORIGIN });
  expect(added.ok()).toBe(true);
}

/** Hides the journey's painting again, so the collection journeys see only the demo paintings. */
export async function hidePainting(request: APIRequestContext, id: number) {
  await signIn(request);
  await request.patch(`/api/admin/paintings/${id}/visibility`, { data: { hidden: true }, headers: SAME_ORIGIN });
}

/** A buyer as they fill in the checkout: who they are, and either an address (by the form's labels) or a studio. */
export interface CheckoutBuyer {
  name: string;
  email: string;
  phone?: string;
  /** The country's name as the form lists it, and the address's fields by their labels there. */
  address?: { country: string; fields: Record<string, string> };
  studio?: 'Glenorchy studio' | 'Waipu studio';
}

export const NEW_ZEALAND_BUYER: CheckoutBuyer = {
  name: 'Hana Whetu',
  email: 'hana@example.com',
  phone: '+64 21 555 0100',
  address: { country: 'New Zealand', fields: { 'Street address': '12 Mull Street', 'Town or city': 'Glenorchy', Postcode: '9372' } },
};

/** Fills in the checkout's details as a buyer would, and continues to payment. */
export async function enterCheckoutDetails(page: Page, buyer: CheckoutBuyer = NEW_ZEALAND_BUYER) {
  const form = page.getByTestId('checkout-details-form');
  await form.getByLabel('Full name').fill(buyer.name);
  await form.getByLabel('Email').fill(buyer.email);
  if (buyer.phone) await form.getByLabel(/^Phone/).fill(buyer.phone);
  if (buyer.studio) {
    await form.getByLabel(/Collect from a studio/).check();
    await form.getByLabel(buyer.studio).check();
  } else if (buyer.address) {
    await form.getByLabel('Country').selectOption({ label: buyer.address.country });
    for (const [label, value] of Object.entries(buyer.address.fields)) await form.getByLabel(new RegExp(`^${label}`)).fill(value);
  }
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByTestId('checkout-details-summary')).toBeVisible();
}

/**
 * A stand-in for Stripe.js (served in its place by request routing, whatever release
 * @stripe/stripe-js asks for; these machines cannot reach Stripe): the calls the checkout makes. Confirming asks the test, which confirms the intent at
 * the fake Stripe server as Stripe.js would (that fake then sends svc-commerce the signed
 * webhook), and returns the buyer to the return URL with the intent, as Stripe does.
 */
const STRIPE_JS_DOUBLE = `
window.Stripe = function (publishableKey) {
  return {
    elements: function (options) {
      return {
        clientSecret: options.clientSecret,
        create: function () {
          return {
            mount: function (node) { node.innerHTML = '<p data-testid="stripe-double-element">Card 4242 4242 4242 4242</p>'; },
            destroy: function () {},
          };
        },
      };
    },
    confirmPayment: async function (options) {
      var secret = options.elements.clientSecret;
      var id = secret.split('_secret_')[0];
      var answer = await window.confirmAtFakeStripe(publishableKey, id, secret);
      if (answer.error) return { error: answer.error };
      var url = new URL(options.confirmParams.return_url);
      url.searchParams.set('payment_intent', id);
      url.searchParams.set('redirect_status', 'succeeded');
      window.location.assign(url.toString());
      return {};
    },
  };
};
// The release @stripe/stripe-js asks for (it warns about any other on a test key).
window.Stripe.version = 'endive';
`;

/**
 * Serves the Stripe.js stand-in. With `holdConfirmation`, the card's confirmation waits until the
 * journey calls `window.letCardThrough()`, as a bank's check would.
 */
export async function useStripeDouble(page: Page, paymentMethod = 'pm_card_visa', { holdConfirmation = false } = {}) {
  const fakeStripeUrl = process.env.E2E_FAKE_STRIPE_URL;
  expect(fakeStripeUrl, 'global setup starts the fake Stripe').toBeTruthy();
  const body = holdConfirmation
    ? STRIPE_JS_DOUBLE.replace(
        'var answer = await',
        'await new Promise(function (resolve) { window.letCardThrough = resolve; }); var answer = await',
      )
    : STRIPE_JS_DOUBLE;
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body }));
  await page.exposeFunction('confirmAtFakeStripe', async (key: string, id: string, secret: string) => {
    const response = await fetch(`${fakeStripeUrl}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_secret: secret,
        payment_method: paymentMethod,
        'payment_method_data[billing_details][name]': 'Hana Whetu',
        'payment_method_data[billing_details][email]': 'hana@example.com',
      }).toString(),
    });
    return (await response.json()) as { error?: { message: string } };
  });
}
