import type { Customer } from '@atelier/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { aPainting } from '../../../test/paintings';
import { cleanupToasts, mockApi, renderPage } from '../../../test/renderPage';
import { MarkSoldDialog } from './MarkSoldDialog';

function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    name: 'Aroha Ngata',
    email: 'aroha@example.com',
    phone: null,
    address: '12 Mall Street\nGlenorchy 9372',
    notes: null,
    createdAt: '2026-06-01T00:00:00.000Z',
    purchasedPaintings: [],
    ...overrides,
  };
}

afterEach(() => {
  cleanupToasts();
  jest.restoreAllMocks();
});

describe(MarkSoldDialog.name, () => {
  it('keeps Mark as Sold disabled until a customer is chosen, then shows the address and sells', async () => {
    const calls = mockApi({
      'GET /api/admin/customers': { body: [aCustomer()] },
      'POST /api/admin/paintings/1/sell': { status: 201, body: { id: 3 } },
      'GET /api/admin/paintings/all': { body: [] },
    });
    const onClose = jest.fn();
    renderPage(<MarkSoldDialog painting={aPainting()} onClose={onClose} />);

    expect(await screen.findByText('Mark Painting as Sold')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Mark as Sold' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('admin-sell-shipping')).toBeNull();

    await screen.findByRole('option', { name: 'Aroha Ngata (aroha@example.com)' });
    fireEvent.change(screen.getByLabelText('Customer'), { target: { value: '7' } });
    expect(screen.getByTestId('admin-sell-shipping').textContent).toContain('12 Mall Street');
    expect(confirm).toHaveProperty('disabled', false);

    fireEvent.click(confirm);
    expect(await screen.findByText('Painting marked as sold')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sell = calls.find((call) => call.method === 'POST');
    expect(sell?.body).toEqual({ customerId: 7, shippingAddress: '12 Mall Street\nGlenorchy 9372' });
  });

  it('goes back to disabled when the choice is cleared', async () => {
    mockApi({ 'GET /api/admin/customers': { body: [aCustomer()] } });
    renderPage(<MarkSoldDialog painting={aPainting()} onClose={jest.fn()} />);
    await screen.findByRole('option', { name: 'Aroha Ngata (aroha@example.com)' });
    const select = screen.getByLabelText('Customer');
    fireEvent.change(select, { target: { value: '7' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(screen.getByRole('button', { name: 'Mark as Sold' })).toHaveProperty('disabled', true);
  });

  it('selects a customer created from the Add New Customer shortcut', async () => {
    const created = aCustomer({ id: 9, name: 'Tama Rewi', email: 'tama@example.com', address: 'Waipu' });
    const list = [aCustomer()];
    mockApi({
      'GET /api/admin/customers': () => ({ body: list }),
      'POST /api/admin/customers': () => {
        list.unshift(created);
        return { status: 201, body: created };
      },
    });
    renderPage(<MarkSoldDialog painting={aPainting()} onClose={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Customer' }));
    expect(await screen.findByRole('heading', { name: 'Add New Customer' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Tama Rewi' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'tama@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Customer' }));

    expect(await screen.findByText('Customer created successfully')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Customer') as HTMLSelectElement).value).toBe('9'));
    expect(screen.getByTestId('admin-sell-shipping').textContent).toContain('Waipu');
  });
});
