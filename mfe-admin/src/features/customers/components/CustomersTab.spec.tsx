import type { Customer } from '@atelier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aPainting } from '../../../testing/paintings';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { CustomersTab, DELETE_CUSTOMER_QUESTION } from './CustomersTab';

const customer: Customer = {
  id: 3,
  name: 'Aroha Ngata',
  email: 'aroha@example.com',
  phone: '021 555 0101',
  address: '12 Mall Street, Glenorchy',
  notes: 'Prefers morning deliveries',
  createdAt: '2026-06-01T00:00:00.000Z',
  purchasedPaintings: [
    { orderId: 1, paintingId: 1, title: 'Dart River Morning', price: '4200.00', currency: 'NZD', soldDate: '2026-06-02T00:00:00.000Z' },
  ],
};

afterEach(cleanup);

describe(CustomersTab.name, () => {
  it('shows 5 skeletons, then each customer with details and purchases', async () => {
    mockApi({
      'GET /api/admin/customers': { body: [customer] },
      'GET /api/admin/paintings/all': { body: [aPainting({ sold: true })] },
    });
    renderPage(<CustomersTab />);
    expect(screen.getAllByTestId('admin-customer-skeleton')).toHaveLength(5);
    const row = await screen.findByTestId('admin-customer-row');
    for (const text of ['Aroha Ngata', 'aroha@example.com', '021 555 0101', '12 Mall Street, Glenorchy', 'Prefers morning deliveries'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByTestId('admin-customer-purchase').textContent).toContain('Dart River Morning · $4,200 NZD · Sold');

    await waitFor(() => expect(within(row).getByTestId('admin-customer-purchase-open')).toHaveProperty('disabled', false));
    fireEvent.click(within(row).getByTestId('admin-customer-purchase-open'));
    expect(await screen.findByRole('heading', { name: 'Edit Painting' })).toBeTruthy();
  });

  it('asks before deleting, warning about the mailing list, and removes the customer', async () => {
    const calls = mockApi({
      'GET /api/admin/customers': { body: [customer] },
      'GET /api/admin/paintings/all': { body: [] },
      'DELETE /api/admin/customers/3': { status: 204 },
    });
    renderPage(<CustomersTab />);
    fireEvent.click(await screen.findByTestId('admin-customer-delete'));
    expect(await screen.findByText(DELETE_CUSTOMER_QUESTION)).toBeTruthy();
    expect(DELETE_CUSTOMER_QUESTION).toMatch(/mailing list/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Customer deleted successfully')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/admin/customers/3')).toBe(true);
  });

  it('requires name and a valid email in Add New Customer', async () => {
    const calls = mockApi({ 'GET /api/admin/customers': { body: [] }, 'GET /api/admin/paintings/all': { body: [] } });
    renderPage(<CustomersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Customer' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Customer' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits a card buyer saved without an e-mail without asking for one', async () => {
    const buyer = { ...customer, id: 9, name: 'Card Buyer', email: '', purchasedPaintings: [] };
    const calls = mockApi({
      'GET /api/admin/customers': { body: [buyer] },
      'GET /api/admin/paintings/all': { body: [] },
      'PATCH /api/admin/customers/9': ({ body }) => ({ body: { ...buyer, ...(body as object) } }),
    });
    renderPage(<CustomersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const email = await screen.findByLabelText('Email (none given at checkout)');
    expect(email.hasAttribute('required')).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Mere Tane' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Customer' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ name: 'Mere Tane', email: '' });
  });
});
