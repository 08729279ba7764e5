import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { painting } from '../../../testing/fixtures';
import { answerCalls, renderPage } from '../../../testing/render';
import { CheckoutPage } from './CheckoutPage';

const route = '/checkout/:paintingId';
const noCard = { publishableKey: null, paypalEnabled: false, paypalClientId: null };

afterEach(() => {
  jest.restoreAllMocks();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe(CheckoutPage.name, () => {
  it('shows the loading state while the painting loads', () => {
    answerCalls({ '/api/paintings/5': () => new Promise<Response>(() => {}) });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect(screen.getByTestId('checkout-loading')).toBeTruthy();
  });

  it("shows 'Painting Not Found' with a link to the collection for a missing painting", async () => {
    answerCalls({ '/api/paintings/5': { status: 404, body: { message: 'Painting not found' } } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    const state = await screen.findByTestId('checkout-not-found');
    expect(within(state).getByRole('heading', { name: 'Painting Not Found' })).toBeTruthy();
    expect(within(state).getByRole('link').getAttribute('href')).toBe('/collection');
  });

  it("shows 'Painting Unavailable' with a link to the collection for a sold painting", async () => {
    answerCalls({ '/api/paintings/5': { body: painting({ id: 5, sold: true }) } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    const state = await screen.findByTestId('checkout-unavailable');
    expect(within(state).getByRole('heading', { name: 'Painting Unavailable' })).toBeTruthy();
    expect(within(state).getByRole('link').getAttribute('href')).toBe('/collection');
  });

  it('shows the painting, the order summary with shipping and the not-configured card message', async () => {
    answerCalls({
      '/api/paintings/5': { body: painting({ id: 5, title: 'Lake Wakatipu Dusk', price: '800.00', width: '16', height: '12' }) },
      '/api/payments/config': { body: noCard },
    });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect((await screen.findByTestId('checkout-title')).textContent).toBe('Lake Wakatipu Dusk');
    expect(screen.getByTestId('checkout-size').textContent).toMatch(/inches.*cm/);
    expect(screen.getByText('Glenorchy, Otago, New Zealand')).toBeTruthy();
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('$50.00 NZD');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$850.00 NZD');
    expect(await screen.findByText('Stripe payment is not configured. Please contact us directly for purchases.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Credit Card' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'PayPal' })).toBeNull();
    expect(screen.getByTestId('checkout-secure-note')).toBeTruthy();
  });

  it("says what is charged, in the painting's currency, and estimates it in the visitor's own when that differs", async () => {
    answerCalls({ '/api/paintings/5': { body: painting({ id: 5, price: '800.00' }) }, '/api/payments/config': { body: noCard } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect((await screen.findByTestId('checkout-currency-note')).textContent).toBe('You will be charged $850.00 NZD.');
    expect(screen.queryByTestId('checkout-estimate')).toBeNull();
  });

  it('estimates the charge in US dollars for a visitor who chose them', async () => {
    localStorage.setItem('selectedCurrency', '"USD"');
    answerCalls({ '/api/paintings/5': { body: painting({ id: 5, price: '800.00' }) }, '/api/payments/config': { body: noCard } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect((await screen.findByTestId('checkout-total')).textContent).toBe('$850.00 NZD');
    expect(screen.getByTestId('checkout-currency-note').textContent).toMatch(
      /^You will be charged \$850\.00 NZD\. That is about \$510 USD at today's rate/,
    );
    localStorage.clear();
  });

  it('ships free over 1000 NZD', async () => {
    answerCalls({ '/api/paintings/5': { body: painting({ id: 5, price: '4200.00' }) }, '/api/payments/config': { body: noCard } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect((await screen.findByTestId('checkout-shipping')).textContent).toBe('Free');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$4,200.00 NZD');
  });

  it("says 'Failed to initialize payment. Please try again.' when the payment intent fails", async () => {
    const fetchSpy = answerCalls({
      '/api/paintings/5': { body: painting({ id: 5 }) },
      '/api/payments/config': { body: { publishableKey: 'pk_test_x', paypalEnabled: false, paypalClientId: null } },
      '/api/create-payment-intent': { status: 500, body: { message: 'boom' } },
    });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeTruthy();
    const call = fetchSpy.mock.calls.find(([url]) => url === '/api/create-payment-intent');
    const init = call?.[1];
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^checkout-5-/);
    expect(JSON.parse(String(init?.body))).toMatchObject({ paintingId: 5, shippingAddress: { country: 'NZ' } });
  });

  it("says so instead of offering the card form when another buyer's payment holds the painting", async () => {
    answerCalls({
      '/api/paintings/5': { body: painting({ id: 5 }) },
      '/api/payments/config': { body: { publishableKey: 'pk_test_x', paypalEnabled: false, paypalClientId: null } },
      '/api/create-payment-intent': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'This painting is reserved while another buyer completes their payment. Please check back in a few minutes.',
        },
      },
    });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect((await screen.findByTestId('checkout-card-refused')).textContent).toBe(
      'This painting is reserved while another buyer completes their payment. Please check back in a few minutes.',
    );
    expect(screen.queryByText('Failed to initialize payment. Please try again.')).toBeNull();
  });

  it('offers the PayPal tab only when wallet setup succeeds', async () => {
    const withWallet = { publishableKey: null, paypalEnabled: true, paypalClientId: 'client' };
    answerCalls({
      '/api/paintings/5': { body: painting({ id: 5 }) },
      '/api/payments/config': { body: withWallet },
      '/api/paypal/setup': { body: { clientToken: 'token' } },
    });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    const walletTab = await screen.findByRole('tab', { name: 'PayPal' });
    expect(screen.getByRole('tab', { name: 'Credit Card' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.mouseDown(walletTab);
    fireEvent.click(walletTab);
    await waitFor(() => expect(walletTab.getAttribute('aria-selected')).toBe('true'));
  });

  it('hides the PayPal tab and keeps the card tab when wallet setup fails', async () => {
    answerCalls({
      '/api/paintings/5': { body: painting({ id: 5 }) },
      '/api/payments/config': { body: { publishableKey: null, paypalEnabled: true, paypalClientId: 'client' } },
      '/api/paypal/setup': { status: 503, body: { message: 'PayPal payment is not configured.' } },
    });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect(await screen.findByText('Stripe payment is not configured. Please contact us directly for purchases.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'PayPal' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Credit Card' }).getAttribute('aria-selected')).toBe('true');
  });
});
