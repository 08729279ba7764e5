import { screen } from '@testing-library/react';
import { answerCalls, renderPage } from '../../../testing/render';
import { PaymentReturnNotice } from './PaymentReturnNotice';

afterEach(() => jest.restoreAllMocks());

describe(PaymentReturnNotice.name, () => {
  it("shows 'Payment Successful' on the provider's return", () => {
    answerCalls({});
    renderPage(<PaymentReturnNotice />, { path: '/painting/5?payment=success' });
    const notice = screen.getByTestId('checkout-payment-success');
    expect(notice.textContent).toContain('Payment Successful');
    expect(notice.textContent).toContain('Thank you for your purchase! You will receive a confirmation email shortly.');
  });

  it('shows nothing otherwise', () => {
    answerCalls({});
    renderPage(<PaymentReturnNotice />, { path: '/painting/5' });
    expect(screen.queryByTestId('checkout-payment-success')).toBeNull();
  });
});
