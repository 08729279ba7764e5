import { screen } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { PaymentReturnNotice } from './PaymentReturnNotice';

afterEach(cleanup);

describe(PaymentReturnNotice.name, () => {
  it("shows 'Payment Successful' on the provider's return", () => {
    mockApi({});
    renderPage(<PaymentReturnNotice />, { path: '/painting/5?payment=success' });
    const notice = screen.getByTestId('checkout-payment-success');
    expect(notice.textContent).toContain('Payment Successful');
    expect(notice.textContent).toContain('Thank you for your purchase! You will receive a confirmation email shortly.');
  });

  it('shows nothing otherwise', () => {
    mockApi({});
    renderPage(<PaymentReturnNotice />, { path: '/painting/5' });
    expect(screen.queryByTestId('checkout-payment-success')).toBeNull();
  });
});
