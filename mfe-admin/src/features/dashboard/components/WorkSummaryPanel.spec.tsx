import type { SaleRecord } from '@atelier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { WorkSummaryPanel } from './WorkSummaryPanel';

afterEach(cleanup);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000).toISOString();
const sale = (status: SaleRecord['status'], date: string) => ({
  key: `${status}-${date}`,
  status,
  date,
  amount: '900.00',
  currency: 'NZD',
});

describe(WorkSummaryPanel.name, () => {
  it('counts only the payments that need the artist, and opens the Orders tab', async () => {
    mockApi({
      'GET /api/admin/inquiries': { body: [] },
      'GET /api/bookings': { body: [] },
      'GET /api/newsletter': { body: [] },
      'GET /api/admin/orders': {
        body: [
          sale('payment-received', minutesAgo(30)), // paid half an hour ago and still no order
          sale('payment-received', minutesAgo(2)), // being made right now
          sale('auto-refunded', minutesAgo(60 * 24 * 2)), // given back two days ago
          sale('auto-refunded', minutesAgo(60 * 24 * 30)), // a month ago
          sale('paid', minutesAgo(10)),
        ],
      },
    });
    const onOpen = jest.fn();
    renderPage(<WorkSummaryPanel onOpen={onOpen} />);

    const tile = screen.getByTestId('admin-summary-payments');
    expect(within(tile).getByText('Payments needing your attention')).toBeTruthy();
    await waitFor(() => expect(within(tile).getByTestId('admin-summary-value').textContent).toBe('2'));
    fireEvent.click(tile);
    expect(onOpen).toHaveBeenCalledWith('orders');
  });
});
