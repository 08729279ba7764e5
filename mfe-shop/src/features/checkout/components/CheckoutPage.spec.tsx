import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { painting } from '../../../testing/fixtures';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { CheckoutPage } from './CheckoutPage';

const route = '/checkout/:paintingId';
const noCard = { publishableKey: null, paypalEnabled: false, paypalClientId: null };
const withCard = { publishableKey: 'pk_test_x', paypalEnabled: false, paypalClientId: null };

const newZealandAddress = { 'Street address': '12 Mull Street', 'Town or city': 'Glenorchy', Postcode: '9372' };

/** What a buyer types (by label): their name and e-mail, and by default an address in New Zealand. */
async function enterDetails(fields: Record<string, string> = newZealandAddress) {
  const values: Record<string, string> = { 'Full name': 'Hana Whetu', Email: 'hana@example.com', ...fields };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
}

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe(CheckoutPage.name, () => {
  it('shows the loading state while the painting loads', () => {
    mockApi({ 'GET /api/paintings/5': () => new Promise(() => {}) });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect(screen.getByTestId('checkout-loading')).toBeTruthy();
  });

  it("shows 'Painting Not Found' with a link to the collection for a missing painting", async () => {
    mockApi({ 'GET /api/paintings/5': { status: 404, body: { message: 'Painting not found' } } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    const state = await screen.findByTestId('checkout-not-found');
    expect(within(state).getByRole('heading', { name: 'Painting Not Found' })).toBeTruthy();
    expect(within(state).getByRole('link').getAttribute('href')).toBe('/collection');
  });

  it("shows 'Painting Unavailable' with a link to the collection for a sold painting", async () => {
    mockApi({ 'GET /api/paintings/5': { body: painting({ id: 5, sold: true }) } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    const state = await screen.findByTestId('checkout-unavailable');
    expect(within(state).getByRole('heading', { name: 'Painting Unavailable' })).toBeTruthy();
    expect(within(state).getByRole('link').getAttribute('href')).toBe('/collection');
  });

  it('shows the painting, the order summary with shipping and the not-configured card message', async () => {
    mockApi({
      'GET /api/paintings/5': { body: painting({ id: 5, title: 'Lake Wakatipu Dusk', price: '800.00', width: '16', height: '12' }) },
      'GET /api/payments/config': { body: noCard },
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
    mockApi({ 'GET /api/paintings/5': { body: painting({ id: 5, price: '800.00' }) }, 'GET /api/payments/config': { body: noCard } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect((await screen.findByTestId('checkout-currency-note')).textContent).toBe('You will be charged $850.00 NZD.');
    expect(screen.queryByTestId('checkout-estimate')).toBeNull();
  });

  it('estimates the charge in US dollars for a visitor who chose them', async () => {
    localStorage.setItem('selectedCurrency', '"USD"');
    mockApi({ 'GET /api/paintings/5': { body: painting({ id: 5, price: '800.00' }) }, 'GET /api/payments/config': { body: noCard } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect((await screen.findByTestId('checkout-total')).textContent).toBe('$850.00 NZD');
    expect(screen.getByTestId('checkout-currency-note').textContent).toMatch(
      /^You will be charged \$850\.00 NZD\. That is about \$510 USD at today's rate/,
    );
    localStorage.clear();
  });

  it('ships free over 1000 NZD', async () => {
    mockApi({ 'GET /api/paintings/5': { body: painting({ id: 5, price: '4200.00' }) }, 'GET /api/payments/config': { body: noCard } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect((await screen.findByTestId('checkout-shipping')).textContent).toBe('Free');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$4,200.00 NZD');
  });

  it('asks nothing of the payment provider until the buyer has entered their details, and shows each missing one beside its field', async () => {
    const calls = mockApi({ 'GET /api/paintings/5': { body: painting({ id: 5 }) }, 'GET /api/payments/config': { body: withCard } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect(await screen.findByTestId('checkout-payment-waiting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Street address is required')).toBeTruthy();
    expect(screen.getByText('Town or city is required')).toBeTruthy();
    expect(screen.getByText('Postcode is required')).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some(({ url }) => url === '/api/create-payment-intent')).toBe(false);
  });

  it("asks for the parts of the chosen country's address: a US address needs a state and a ZIP code", async () => {
    mockApi({ 'GET /api/paintings/5': { body: painting({ id: 5 }) }, 'GET /api/payments/config': { body: withCard } });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    fireEvent.change(await screen.findByLabelText('Country'), { target: { value: 'US' } });
    await enterDetails({ 'Street address': '1 Main St', City: 'Portland' });
    expect(await screen.findByText('State is required')).toBeTruthy();
    expect(screen.getByText('ZIP code is required')).toBeTruthy();
  });

  it('sends the buyer and the address with the payment intent, then shows them with a way to change them', async () => {
    const calls = mockApi({
      'GET /api/paintings/5': { body: painting({ id: 5 }) },
      'GET /api/payments/config': { body: withCard },
      'POST /api/create-payment-intent': { status: 500, body: { message: 'boom' } },
    });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    await enterDetails({ ...newZealandAddress, Phone: '+64 21 555 0100' });
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeTruthy();
    const [, init] = jest.mocked(fetch).mock.calls.find(([url]) => url === '/api/create-payment-intent')!;
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^checkout-5-/);
    expect(calls.find(({ url }) => url === '/api/create-payment-intent')?.body).toEqual({
      paintingId: 5,
      customerInfo: { name: 'Hana Whetu', email: 'hana@example.com', phone: '+64 21 555 0100' },
      delivery: 'ship',
      shippingAddress: { line1: '12 Mull Street', line2: null, city: 'Glenorchy', state: null, postal_code: '9372', country: 'NZ' },
      pickupStudio: null,
    });
    expect(screen.getByTestId('checkout-delivery-summary').textContent).toBe('12 Mull Street\nGlenorchy 9372\nNew Zealand');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('12 Mull Street');
  });

  it('charges no shipping for pickup at a studio and asks which one', async () => {
    const calls = mockApi({
      'GET /api/paintings/5': { body: painting({ id: 5, price: '800.00' }) },
      'GET /api/payments/config': { body: withCard },
      'POST /api/create-payment-intent': () => new Promise(() => {}),
    });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    fireEvent.click(await screen.findByLabelText(/Collect from a studio/));
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('$800.00 NZD'));
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('Free');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Hana Whetu' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'hana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Please choose the studio you will collect from')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Waipu studio'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(calls.some(({ url }) => url === '/api/create-payment-intent')).toBe(true));
    expect(calls.find(({ url }) => url === '/api/create-payment-intent')?.body).toMatchObject({
      delivery: 'pickup',
      pickupStudio: 'waipu',
      shippingAddress: null,
    });
    expect(screen.getByTestId('checkout-delivery-summary').textContent).toBe('Waipu studio, by appointment');
  });

  it("shows the server's refusal of a field beside that field", async () => {
    mockApi({
      'GET /api/paintings/5': { body: painting({ id: 5 }) },
      'GET /api/payments/config': { body: withCard },
      'POST /api/create-payment-intent': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Postcode is required',
          errors: [{ path: 'shippingAddress.postal_code', message: 'Postcode is required' }],
        },
      },
    });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    await enterDetails();
    expect(await screen.findByText('Postcode is required')).toBeTruthy();
    expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true');
  });

  it("says so instead of offering the card form when another buyer's payment holds the painting", async () => {
    mockApi({
      'GET /api/paintings/5': { body: painting({ id: 5 }) },
      'GET /api/payments/config': { body: withCard },
      'POST /api/create-payment-intent': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'PAINTING_RESERVED',
          message: 'This painting is reserved while another buyer completes their payment. Please check back in a few minutes.',
        },
      },
    });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    await enterDetails();
    expect((await screen.findByTestId('checkout-card-refused')).textContent).toBe(
      'This painting is reserved while another buyer completes their payment. Please check back in a few minutes.',
    );
    expect(screen.queryByText('Failed to initialize payment. Please try again.')).toBeNull();
  });

  it('offers the PayPal tab only when wallet setup succeeds', async () => {
    const withWallet = { publishableKey: null, paypalEnabled: true, paypalClientId: 'client' };
    mockApi({
      'GET /api/paintings/5': { body: painting({ id: 5 }) },
      'GET /api/payments/config': { body: withWallet },
      'GET /api/paypal/setup': { body: { clientToken: 'token' } },
    });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    const walletTab = await screen.findByRole('tab', { name: 'PayPal' });
    expect(screen.getByRole('tab', { name: 'Credit Card' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.mouseDown(walletTab);
    fireEvent.click(walletTab);
    await waitFor(() => expect(walletTab.getAttribute('aria-selected')).toBe('true'));
  });

  it('hides the PayPal tab and keeps the card tab when wallet setup fails', async () => {
    mockApi({
      'GET /api/paintings/5': { body: painting({ id: 5 }) },
      'GET /api/payments/config': { body: { publishableKey: null, paypalEnabled: true, paypalClientId: 'client' } },
      'GET /api/paypal/setup': { status: 503, body: { message: 'PayPal payment is not configured.' } },
    });
    renderPage(<CheckoutPage />, { path: '/checkout/5', route });
    expect(await screen.findByText('Stripe payment is not configured. Please contact us directly for purchases.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'PayPal' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Credit Card' }).getAttribute('aria-selected')).toBe('true');
  });
});
